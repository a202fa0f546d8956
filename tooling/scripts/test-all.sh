#!/usr/bin/env bash
# The README's second command: set up, then run every check and test the repo has, and end with one
# plain summary line "N passed, N failed" over every runner (Vitest, Storybook, Playwright, database).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1 \
  SUPABASE_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1
if [ -z "${CHROME_PATH:-}" ] && [ -x /usr/bin/chromium ]; then export CHROME_PATH=/usr/bin/chromium; fi

bash "$ROOT/tooling/scripts/setup.sh" --with-test-tools || { echo "setup failed"; echo "0 passed, 1 failed"; exit 1; }

node "$ROOT/tooling/scripts/summarize-tests.mjs" --clean

# The production build under test talks to the embedded local backend that the e2e run starts.
set -a
# shellcheck source=/dev/null
. "$ROOT/apps/site/.env.development"
set +a

# Two cores: more parallel browser and build work than this only makes every task slower.
pnpm exec turbo run lint typecheck test build build-storybook e2e --concurrency=2 --continue --output-logs=errors-only
turbo_status=$?

node "$ROOT/tooling/scripts/summarize-tests.mjs" --turbo-status "$turbo_status"
