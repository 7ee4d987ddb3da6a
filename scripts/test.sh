#!/usr/bin/env bash
# Runs every test: lint, type check, unit, integration (PGlite always, PostgreSQL too when
# TEST_DATABASE_URL is set) and end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_chromium() {
  CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
  [ -x "$CHROMIUM_PATH" ] && return
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the end-to-end tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Chromium at $CHROMIUM_PATH: install Debian's 'chromium' package" \
      "(sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
}

install_dependencies
ensure_chromium
export CHROMIUM_PATH
ensure_document_tools
# the payslip tests read the PDFs' text with pdftotext
command -v pdftotext >/dev/null 2>&1 || install_packages "the payslip PDF tests" poppler-utils

step() { echo; echo "== $1"; }
step "lint (biome)";            "${PNPM[@]}" run lint
step "type check (tsc -b)";     "${PNPM[@]}" run typecheck
step "build the web app";       "${PNPM[@]}" --filter @muster/host run build
step "build Storybook";         STORYBOOK_DISABLE_TELEMETRY=1 "${PNPM[@]}" --filter @muster/stories run build-storybook
if [ -n "${TEST_DATABASE_URL:-}" ]; then db="PGlite and PostgreSQL"; else db="PGlite only (set TEST_DATABASE_URL for PostgreSQL)"; fi
step "unit and integration tests (vitest; $db)"
"${PNPM[@]}" exec vitest run
step "end-to-end tests (Playwright in Chromium)"
"${PNPM[@]}" exec playwright test
