#!/usr/bin/env bash
# The README's first command: set up, then start the site in dev mode with its local backend.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bash "$ROOT/tooling/scripts/setup.sh"
cd "$ROOT"
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 SUPABASE_TELEMETRY_DISABLED=1
exec pnpm run dev
