#!/usr/bin/env bash
# Database and edge-function tests for supabase/, on a throwaway PostgreSQL cluster (no Docker needed):
#   1. create a temporary cluster on a free local port (as the postgres OS user when run as root),
#   2. load supabase/platform-stubs, apply supabase/migrations with `supabase db push --db-url`, then the seed,
#   3. run the pgTAP files in supabase/tests/database with pg_prove,
#   4. check that packages/database/src/database.types.ts matches the schema (supabase gen types),
#   5. run the Deno tests of the edge functions,
# write supabase/test-results/{pgtap,deno}.report.json as { passed, failed }, stop the cluster, and exit
# non-zero when anything failed.
# Usage: test-database.sh [--gen-types]   (--gen-types rewrites the types file instead of checking it)
#        test-database.sh --keep          (leave the cluster running and print its URL; for development)
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SUPABASE_DIR="$ROOT/supabase"
RESULTS_DIR="$SUPABASE_DIR/test-results"
TYPES_FILE="$ROOT/packages/database/src/database.types.ts"
MODE="test"
case "${1:-}" in
  --gen-types) MODE="gen-types" ;;
  --check-types) MODE="check-types" ;;
  --keep) MODE="keep" ;;
  "") ;;
  *) echo "unknown option: $1" >&2; exit 2 ;;
esac

export SUPABASE_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

log() { printf '[test-database] %s\n' "$*"; }

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  log "PostgreSQL server binaries not found (run tooling/scripts/setup.sh --with-test-tools)"
  exit 1
fi

# initdb and postgres refuse to run as root: use the postgres OS user then.
as_db_user() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close();});'
}

CLUSTER_DIR="$(mktemp -d -t innovatehub-pg.XXXXXX)"
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$CLUSTER_DIR"
PORT="$(free_port)"
DB_NAME="innovatehub_test"
export PGHOST=127.0.0.1 PGPORT="$PORT" PGUSER=postgres PGDATABASE="$DB_NAME"
unset PGPASSWORD
DB_URL="postgresql://postgres:postgres@127.0.0.1:$PORT/$DB_NAME?sslmode=disable"

stop_cluster() {
  as_db_user "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/data" -m fast -w stop >/dev/null 2>&1
  rm -rf "$CLUSTER_DIR"
}

log "creating a temporary cluster on port $PORT"
as_db_user "$PG_BIN/initdb" -D "$CLUSTER_DIR/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null || exit 1
as_db_user "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/data" -l "$CLUSTER_DIR/server.log" -w \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$CLUSTER_DIR -c fsync=off" start >/dev/null ||
  { cat "$CLUSTER_DIR/server.log"; rm -rf "$CLUSTER_DIR"; exit 1; }
[ "$MODE" = "keep" ] || trap stop_cluster EXIT

psql_quiet() { psql -X -q -v ON_ERROR_STOP=1 "$@"; }

psql_quiet -d postgres -c "create database $DB_NAME" || exit 1
# Platform pieces a Supabase project has and this cluster lacks (pg_cron, pg_net, ...): each stub file checks
# for the real thing itself and does nothing where it exists.
for stub in "$SUPABASE_DIR"/platform-stubs/*.sql; do
  psql_quiet -f "$stub" >/dev/null || { log "platform stub failed: $(basename "$stub")"; exit 1; }
done
# The migrations go in the way they go to a real project: through the Supabase CLI.
if ! (cd "$SUPABASE_DIR" && pnpm exec supabase db push --workdir "$ROOT" --db-url "$DB_URL" --yes \
  >"$CLUSTER_DIR/db-push.log" 2>&1); then
  cat "$CLUSTER_DIR/db-push.log"
  log "supabase db push failed"
  exit 1
fi
log "applied $(ls "$SUPABASE_DIR"/migrations/*.sql | wc -l) migrations with supabase db push"

if [ "$MODE" = "keep" ]; then
  psql_quiet -f "$SUPABASE_DIR/seed.sql" >/dev/null
  psql_quiet -c "create schema if not exists extensions; create extension if not exists pgtap with schema extensions; grant usage on schema extensions to anon, authenticated, service_role" >/dev/null
  log "cluster left running: $DB_URL (data in $CLUSTER_DIR; stop with: $PG_BIN/pg_ctl -D $CLUSTER_DIR/data stop)"
  exit 0
fi

gen_types() {
  (cd "$SUPABASE_DIR" && pnpm exec supabase gen types typescript --remote "$DB_URL" --schema public 2>/dev/null)
}

if [ "$MODE" = "gen-types" ]; then
  generated="$(gen_types)" || { log "supabase gen types failed"; exit 1; }
  mkdir -p "$(dirname "$TYPES_FILE")"
  printf '%s\n' "$generated" >"$TYPES_FILE"
  log "wrote ${TYPES_FILE#"$ROOT"/}"
  # The edge functions read a copy (supabase functions deploy uploads only supabase/functions; D53, D64).
  node "$ROOT/packages/database/scripts/sync-deno.mjs" || exit 1
  exit 0
fi

types_ok="true"
check_types() {
  local generated
  generated="$(gen_types)" || { log "supabase gen types failed"; return 1; }
  if ! diff -u "$TYPES_FILE" <(printf '%s\n' "$generated") >"$CLUSTER_DIR/types.diff"; then
    log "${TYPES_FILE#"$ROOT"/} is out of date; run: pnpm --filter @innovatehub/supabase run gen:types"
    head -n 40 "$CLUSTER_DIR/types.diff"
    return 1
  fi
  log "generated types are current"
}

if [ "$MODE" = "check-types" ]; then
  check_types
  exit $?
fi

mkdir -p "$RESULTS_DIR"

# Seed data must load too: it is what a developer sees first.
psql_quiet -f "$SUPABASE_DIR/seed.sql" >/dev/null || { log "seed.sql failed"; exit 1; }
psql_quiet -c "create schema if not exists extensions; create extension if not exists pgtap with schema extensions; grant usage on schema extensions to anon, authenticated, service_role" >/dev/null || exit 1
# pgTAP lives in its own schema (as on Supabase) so it never shows up among the API functions.
export PGOPTIONS="-c search_path=public,extensions"

log "running pgTAP tests"
pgtap_log="$CLUSTER_DIR/pg_prove.log"
pg_prove --verbose --ext .sql -r "$SUPABASE_DIR/tests/database" >"$pgtap_log" 2>&1
pgtap_status=$?
pgtap_passed="$(grep -cE '^[[:space:]]*ok [0-9]+' "$pgtap_log")"
pgtap_failed="$(grep -cE '^[[:space:]]*not ok [0-9]+' "$pgtap_log")"
if [ "$pgtap_status" -ne 0 ] && [ "$pgtap_failed" -eq 0 ]; then pgtap_failed=1; fi
grep -vE '^[[:space:]]*ok [0-9]+' "$pgtap_log"
printf '{ "passed": %d, "failed": %d }\n' "$pgtap_passed" "$pgtap_failed" >"$RESULTS_DIR/pgtap.report.json"
log "pgTAP: $pgtap_passed passed, $pgtap_failed failed"

check_types || types_ok="false"

log "running Deno tests"
deno_log="$CLUSTER_DIR/deno.log"
DENO_CONFIG="functions/process-appointment/deno.json"
# Type-check the entry points too (the tests import the handlers, not index.ts, which starts a server).
(cd "$SUPABASE_DIR" && NO_COLOR=1 pnpm exec deno check --config "$DENO_CONFIG" functions/*/index.ts) \
  >"$deno_log" 2>&1
check_status=$?
(cd "$SUPABASE_DIR" && NO_COLOR=1 pnpm exec deno test --config "$DENO_CONFIG" \
  --allow-env --allow-read --allow-write --no-prompt functions/tests/*-test.ts) >>"$deno_log" 2>&1
deno_status=$?
[ "$check_status" -eq 0 ] || deno_status=1
cat "$deno_log"
summary="$(grep -E '^(ok|FAILED) \| [0-9]+ passed' "$deno_log" | tail -n1)"
deno_passed="$(sed -n 's/.*| \([0-9]*\) passed.*/\1/p' <<<"$summary")"
deno_failed="$(sed -n 's/.*| \([0-9]*\) failed.*/\1/p' <<<"$summary")"
deno_passed="${deno_passed:-0}"
deno_failed="${deno_failed:-0}"
if [ "$deno_status" -ne 0 ] && [ "$deno_failed" -eq 0 ]; then deno_failed=1; fi
printf '{ "passed": %d, "failed": %d }\n' "$deno_passed" "$deno_failed" >"$RESULTS_DIR/deno.report.json"
log "Deno: $deno_passed passed, $deno_failed failed"

if [ "$pgtap_failed" -ne 0 ] || [ "$deno_failed" -ne 0 ] || [ "$types_ok" != "true" ]; then
  exit 1
fi
log "all database and function tests passed"
