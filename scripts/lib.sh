# Shared by scripts/start.sh and scripts/test.sh: make sure Node and pnpm are usable.
# Sourced, not run.

pnpm_version=12.21.0

require_node() {
  if ! command -v node >/dev/null 2>&1; then
    echo "Muster needs Node.js 20.19 or newer: install it from your package manager or nodejs.org" >&2
    exit 1
  fi
  if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>20||(a===20&&b>=19)?0:1)'; then
    echo "Muster needs Node.js 20.19 or newer; this is $(node --version)" >&2
    exit 1
  fi
}

# Sets PNPM to a command running pnpm 12: the installed one, a global install, or npx.
ensure_pnpm() {
  require_node
  if [ "$(pnpm --version 2>/dev/null)" = "$pnpm_version" ]; then
    PNPM=(pnpm)
  elif npm install --global --silent "pnpm@$pnpm_version" >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$pnpm_version" ]; then
    PNPM=(pnpm)
  else
    PNPM=(npx --yes "pnpm@$pnpm_version")
  fi
}

install_dependencies() {
  ensure_pnpm
  "${PNPM[@]}" install --frozen-lockfile --reporter=append-only
}

# Installs Debian packages where this script can (root with apt-get); elsewhere says which
# are missing and why. Usage: install_packages "<what needs them>" package...
install_packages() {
  local reason=$1
  shift
  [ $# -eq 0 ] && return
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing $* for $reason"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    echo "$reason need(s) $* (sudo apt-get install $*)" >&2
  fi
}

# Payslip PDFs are printed by the system's Chromium (apps/server/src/platform/documents/pdf.ts) with
# the Noto fonts that shape Devanagari and Bengali (fonts-noto-core); without Chromium the
# server answers a PDF request with 'PDF export is not available'.
ensure_document_tools() {
  local missing=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  fc-list 2>/dev/null | grep -q 'Noto Sans Bengali' || missing+=(fonts-noto-core)
  install_packages "payslip PDFs" "${missing[@]}"
}
