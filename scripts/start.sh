#!/usr/bin/env bash
# Installs everything, builds, and starts Muster on the embedded database with demo data.
# PORT, DATA_DIR, DATABASE_URL and API_KEY are read from the environment (README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
install_dependencies
ensure_document_tools
"${PNPM[@]}" run build
# the server bundled into one file (apps/server/bundle.mjs): a restart loads one module, not a thousand
exec node apps/server/dist/bundle/main.js
