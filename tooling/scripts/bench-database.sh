#!/usr/bin/env bash
# Times the staff console's database calls at two data sizes (docs/performance.md, "Database at scale"):
#   1. a throwaway PostgreSQL cluster with the migrations applied (test-database.sh --keep),
#   2. data set S (2,000 bookings, 5,000 inquiries, 500 agent applications over a year), then L (50,000 bookings,
#      200,000 inquiries and 20,000 agent applications over three years, 50,000 of the inquiries spam from the last
#      36 hours, 100,000 mail jobs pending), each seeded by
#      supabase/bench/seed.sql and timed by supabase/bench/measure.sql (median of five runs, staff at aal2),
#   3. prints the table and stops the cluster. Not part of `npm test`: it takes a few minutes.
# Usage: bench-database.sh [--only-s]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH_DIR="$ROOT/supabase/bench"
ONLY_S="false"
[ "${1:-}" = "--only-s" ] && ONLY_S="true"

log() { printf '[bench-database] %s\n' "$*" >&2; }

kept="$(bash "$ROOT/tooling/scripts/test-database.sh" --keep)"
printf '%s\n' "$kept" >&2
db_url="$(sed -n 's/.*cluster left running: \([^ ]*\) .*/\1/p' <<<"$kept")"
stop_command="$(sed -n 's/.*stop with: \(.*\))$/\1/p' <<<"$kept")"
cluster_dir="$(sed -n 's/.*(data in \([^;]*\);.*/\1/p' <<<"$kept")"
if [ -z "$db_url" ] || [ -z "$stop_command" ]; then
  log "could not start the cluster"
  exit 1
fi
stop_cluster() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- $stop_command -m fast >/dev/null 2>&1; else $stop_command -m fast >/dev/null 2>&1; fi
  rm -rf "$cluster_dir"
}
trap stop_cluster EXIT

run_psql() { psql -X -q -v ON_ERROR_STOP=1 "$db_url" "$@"; }

run_psql -f "$BENCH_DIR/setup.sql"

bench_set() {
  local name="$1" bookings="$2" inquiries="$3" years="$4" spam="$5" mail_jobs="$6" applications="$7"
  log "seeding $name: $bookings bookings, $inquiries inquiries ($spam spam), $applications agent applications, $mail_jobs mail jobs over $years year(s)"
  run_psql -c "set client_min_messages = warning" -c "truncate public.appointments, public.inquiries, public.agent_applications, public.mail_jobs, private.lead_escalations cascade"
  local started=$SECONDS
  run_psql -v bookings="$bookings" -v inquiries="$inquiries" -v years="$years" -v spam="$spam" \
    -v mail_jobs="$mail_jobs" -v applications="$applications" -f "$BENCH_DIR/seed.sql" >/dev/null
  log "seeded $name in $((SECONDS - started)) s; timing"
  run_psql -v data_set="$name" -f "$BENCH_DIR/measure.sql" >/dev/null
}

bench_set S 2000 5000 1 0 0 500
[ "$ONLY_S" = "true" ] || bench_set L 50000 200000 3 50000 100000 20000

run_psql -c "
  select s.call as \"console call\", round(s.median_ms, 1) as \"S ms\", round(l.median_ms, 1) as \"L ms\"
  from bench.results s left join bench.results l on l.data_set = 'L' and l.position = s.position
  where s.data_set = 'S' order by s.position"
