// Concurrency benchmark through the local backend with the real supabase-js client:
//   1. 50 simultaneous bookings of one slot: exactly 1 success and 49 clear conflicts (409 slot_taken).
//   2. 500 simultaneous bookings of 500 different free slots: all 500 stored, none lost.
// Public rate limits (and the 60-day booking horizon, kept in the same table) are relaxed for the run, as the
// database owner, since they would otherwise cap it.
// Usage: pnpm --filter @innovatehub/local-backend run bench:concurrency
import { createClient } from "@supabase/supabase-js";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalBackend } from "../src/index.ts";
import { REPO_ROOT } from "../src/paths.ts";
import { booking, manilaSlot, OFFERED_TIMES } from "../test/helpers.ts";

const SAME_SLOT_REQUESTS = 50;
const SPREAD_REQUESTS = 500;
const SAME_SLOT_WEEKS_AHEAD = 10;
const SPREAD_FIRST_WEEK_AHEAD = 12;
const SLOTS_PER_DAY = OFFERED_TIMES.length;
const WEEKDAYS = 5;
const RELAXED_LIMIT = 1_000_000;
const PERCENTILE_50 = 0.5;
const PERCENTILE_95 = 0.95;

interface Outcome {
  status: number;
  code: string | null;
  message: string | null;
  ms: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function summarize(outcomes: Outcome[], wallMs: number) {
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const byStatus: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = `${outcome.status}${outcome.code === null ? "" : ` ${outcome.code} ${outcome.message}`}`;
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  return {
    requests: outcomes.length,
    wallMs,
    requestsPerSecond: Math.round((outcomes.length / wallMs) * 1000),
    p50Ms: percentile(latencies, PERCENTILE_50),
    p95Ms: percentile(latencies, PERCENTILE_95),
    maxMs: latencies.at(-1) ?? 0,
    byStatus,
  };
}

/** The n-th free 30-minute slot from a Monday some weeks ahead, in Manila business hours. */
function spreadSlot(index: number): string {
  const slotOfDay = index % SLOTS_PER_DAY;
  const dayIndex = Math.floor(index / SLOTS_PER_DAY);
  const week = SPREAD_FIRST_WEEK_AHEAD + Math.floor(dayIndex / WEEKDAYS);
  return manilaSlot(week, dayIndex % WEEKDAYS, OFFERED_TIMES[slotOfDay] ?? "09:00");
}

const outboxDir = mkdtempSync(join(tmpdir(), "bench-outbox-"));
const startedAt = Date.now();
const backend = await startLocalBackend({ port: 0, dataDir: null, outboxDir, logRequests: false });
console.info(
  `local backend (in-memory PGlite from snapshot) started in ${Date.now() - startedAt} ms`,
);
await backend.sql("update private.rate_limits set max_count = $1", [RELAXED_LIMIT]);

const anon = createClient(backend.url, backend.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

async function book(row: ReturnType<typeof booking>): Promise<Outcome> {
  const started = performance.now();
  const { error, status } = await anon.from("appointments").insert(row);
  return {
    status,
    code: error?.code ?? null,
    message: error?.message ?? null,
    ms: Math.round(performance.now() - started),
  };
}

async function run(rows: ReturnType<typeof booking>[]) {
  const started = performance.now();
  const outcomes = await Promise.all(rows.map(book));
  return { outcomes, wallMs: Math.round(performance.now() - started) };
}

const slot = manilaSlot(SAME_SLOT_WEEKS_AHEAD, 2, "11:00");
const sameSlot = await run(
  Array.from({ length: SAME_SLOT_REQUESTS }, (_, index) =>
    booking(slot, `same.${index}@example.com`),
  ),
);
const sameSlotSummary = summarize(sameSlot.outcomes, sameSlot.wallMs);
const successes = sameSlot.outcomes.filter((outcome) => outcome.status === 201).length;
const conflicts = sameSlot.outcomes.filter(
  (outcome) =>
    outcome.status === 409 && (outcome.message === "slot_taken" || outcome.code === "23P01"),
).length;
const [storedSameSlot] = await backend.sql<{ n: number }>(
  "select count(*)::int as n from public.appointments where scheduled_at = $1::timestamptz",
  [slot],
);

const spreadRows = Array.from({ length: SPREAD_REQUESTS }, (_, index) =>
  booking(spreadSlot(index), `spread.${index}@example.com`),
);
const spread = await run(spreadRows);
const spreadSummary = summarize(spread.outcomes, spread.wallMs);
const [storedSpread] = await backend.sql<{ n: number }>(
  "select count(*)::int as n from public.appointments where id = any($1::uuid[])",
  [spreadRows.map((row) => row.id)],
);

await backend.stop();
rmSync(outboxDir, { recursive: true, force: true });

const report = {
  sameSlot: { ...sameSlotSummary, successes, conflicts, rowsStored: storedSameSlot?.n ?? 0 },
  spread: { ...spreadSummary, rowsStored: storedSpread?.n ?? 0 },
};
console.info(JSON.stringify(report, null, 2));

const sameSlotOk =
  successes === 1 && conflicts === SAME_SLOT_REQUESTS - 1 && report.sameSlot.rowsStored === 1;
const spreadOk =
  report.spread.rowsStored === SPREAD_REQUESTS &&
  (spreadSummary.byStatus["201"] ?? 0) === SPREAD_REQUESTS;
console.info(
  `${SAME_SLOT_REQUESTS} simultaneous bookings of one slot: ${successes} success, ${conflicts} conflicts (409 slot_taken), ` +
    `${report.sameSlot.rowsStored} row stored, ${sameSlot.wallMs} ms -> ${sameSlotOk ? "PASS" : "FAIL"}`,
);
console.info(
  `${SPREAD_REQUESTS} simultaneous bookings of free slots: ${report.spread.rowsStored} stored, ` +
    `${SPREAD_REQUESTS - report.spread.rowsStored} lost, ${spread.wallMs} ms (${spreadSummary.requestsPerSecond} req/s, ` +
    `p50 ${spreadSummary.p50Ms} ms, p95 ${spreadSummary.p95Ms} ms) -> ${spreadOk ? "PASS" : "FAIL"}`,
);

const resultsDir = join(REPO_ROOT, "tooling/local-backend/bench-results");
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, "concurrency.json"), `${JSON.stringify(report, null, 2)}\n`);
process.exit(sameSlotOk && spreadOk ? 0 : 1);
