#!/usr/bin/env bash
# Installs everything the repo needs on a fresh machine, idempotently: pnpm, the workspace's packages,
# Debian's Chromium (visual tests and Lighthouse), its headless-only build (the other browser tests) and
# PostgreSQL with pgTAP (database tests).
# Quick when everything is already there. Usage: setup.sh [--with-test-tools]
set -euo pipefail

PNPM_VERSION="12.21.0"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
WITH_TEST_TOOLS="false"
[ "${1:-}" = "--with-test-tools" ] && WITH_TEST_TOOLS="true"

log() { printf '[setup] %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

APT_UPDATED="false"
apt_install() {
  command -v apt-get >/dev/null 2>&1 || {
    log "apt-get not found: install $* yourself (see README, 'Other systems')."
    return 0
  }
  if [ "$APT_UPDATED" = "false" ]; then
    as_root apt-get update -qq
    APT_UPDATED="true"
  fi
  log "apt-get install $*"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    return 0
  fi
  log "installing pnpm $PNPM_VERSION"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null 2>&1 ||
    as_root npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
}

ensure_chromium() {
  [ "$(uname -s)" = "Linux" ] || return 0
  if [ -x /usr/bin/chromium ]; then return 0; fi
  apt_install chromium fonts-liberation
}

# The headless-only build does half the work of the full browser for a page test (docs/decisions.md D100). Where
# the distribution has no such package, the browser tests use the full Chromium.
ensure_headless_shell() {
  [ "$(uname -s)" = "Linux" ] || return 0
  if [ -x /usr/bin/chromium-headless-shell ]; then return 0; fi
  if apt-cache show chromium-headless-shell >/dev/null 2>&1; then
    apt_install chromium-headless-shell
  else
    log "no chromium-headless-shell package: the browser tests use Chromium"
  fi
}

ensure_postgres() {
  [ "$(uname -s)" = "Linux" ] || return 0
  if command -v pg_prove >/dev/null 2>&1 && ls /usr/share/postgresql/*/extension/pgtap.control >/dev/null 2>&1 &&
    ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    return 0
  fi
  local version
  version="$(apt-cache policy postgresql 2>/dev/null | sed -n 's/.*Candidate: \([0-9]*\).*/\1/p' | head -n1)"
  [ -n "$version" ] || { apt_install postgresql; version="$(ls /usr/lib/postgresql | sort -n | tail -n1)"; }
  apt_install "postgresql-$version" "postgresql-$version-pgtap" libtap-parser-sourcehandler-pgtap-perl
}

install_workspace() {
  cd "$ROOT"
  if [ "${CI:-}" = "true" ]; then
    pnpm install --frozen-lockfile
  else
    pnpm install --prefer-offline
  fi
}

ensure_pnpm
ensure_chromium
if [ "$WITH_TEST_TOOLS" = "true" ]; then
  ensure_headless_shell
  ensure_postgres
fi
install_workspace
log "done"
