#!/usr/bin/env bash
# The README's second command: set up, then run every check and test the repo has, and end with one
# plain summary line "N passed, N failed" over every runner (Vitest, Storybook, Playwright, database).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1 \
  SUPABASE_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1

bash "$ROOT/tooling/scripts/setup.sh" --with-test-tools || { echo "setup failed"; echo "0 passed, 1 failed"; exit 1; }

node "$ROOT/tooling/scripts/summarize-tests.mjs" --clean

# The production build under test talks to the embedded local backend that the e2e run starts.
set -a
# shellcheck source=/dev/null
. "$ROOT/apps/site/.env.development"
set +a

# Every server the run starts listens on a port chosen for this run (docs/decisions.md, "Two test runs side by
# side"), so a second copy of the suite, or a developer's own servers, never meet this one. A port already
# exported by the caller is kept. The bundle under test bakes the backend's URL, so it follows the port (the
# .env.development value above is the dev default, 54321). The console's e2e runs at the same time as the site's
# (docs/decisions.md D91), so it has a local backend of its own, and its bundle points there.
mapfile -t run_ports < <(node "$ROOT/tooling/scripts/free-ports.mjs" 4) ||
  { echo "no free ports"; echo "0 passed, 1 failed"; exit 1; }
export LOCAL_BACKEND_PORT="${LOCAL_BACKEND_PORT:-${run_ports[0]}}"
export E2E_PORT="${E2E_PORT:-${run_ports[1]}}"
export E2E_CONSOLE_PORT="${E2E_CONSOLE_PORT:-${run_ports[2]}}"
export E2E_CONSOLE_BACKEND_PORT="${E2E_CONSOLE_BACKEND_PORT:-${run_ports[3]}}"
export VITE_SUPABASE_URL="http://127.0.0.1:$LOCAL_BACKEND_PORT"
export VITE_CONSOLE_SUPABASE_URL="http://127.0.0.1:$E2E_CONSOLE_BACKEND_PORT"
echo "[test-all] site: local backend :$LOCAL_BACKEND_PORT, preview :$E2E_PORT; console: local backend :$E2E_CONSOLE_BACKEND_PORT, preview :$E2E_CONSOLE_PORT"

# A hung task (a test stuck in a loop blocks its runner's own timeouts) must not eat the whole CI budget: the run
# is stopped after TEST_ALL_TIMEOUT (a run alone takes 11 to 16 minutes, two side by side 25 to 32), and the
# summary still names what finished. Exit status 124 from timeout counts as a failure.
TEST_ALL_TIMEOUT="${TEST_ALL_TIMEOUT:-75m}"

# Two cores: more parallel browser and build work than this only makes every task slower.
timeout --kill-after=30s "$TEST_ALL_TIMEOUT" \
  pnpm exec turbo run lint typecheck test build build-storybook visual e2e --concurrency=2 --continue --output-logs=errors-only --summarize
turbo_status=$?
if [ "$turbo_status" -eq 124 ]; then echo "[test-all] stopped after $TEST_ALL_TIMEOUT: a task hung or the machine is overloaded"; fi

node "$ROOT/tooling/scripts/task-times.mjs"
node "$ROOT/tooling/scripts/summarize-tests.mjs" --turbo-status "$turbo_status"
