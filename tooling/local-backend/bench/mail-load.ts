// Load run of the notification pipeline through the local backend with the real supabase-js client (not part
// of the test command): 200 bookings from 20 client addresses and 30 e-mail addresses, with the mail provider
// failing 30% of the time. Checks that every accepted booking gets exactly one acknowledgement and the team one
// notice, that the limits refuse what they should, and that nothing is lost. Limits stay as deployed.
// Usage: pnpm --filter @innovatehub/local-backend run bench:mail-load
import { DAY_MS } from "@innovatehub/domain";
import { createClient } from "@supabase/supabase-js";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startLocalBackend } from "../src/index.ts";
import { REPO_ROOT } from "../src/paths.ts";
import { startFakeMailProvider } from "../test/fake-mail-provider.ts";
import { booking, OFFERED_TIMES } from "../test/helpers.ts";

const BOOKINGS = 200;
const CLIENT_ADDRESSES = 20;
const EMAIL_ADDRESSES = 30;
const FAILURE_RATE = 0.3;
const PARALLEL = 20;
const SCHEDULE_INTERVAL_MS = 500;
const DRAIN_TIMEOUT_MS = 300_000;
const POLL_MS = 1_000;

/** Weekday slots from tomorrow on, inside the 60-day horizon. */
function slots(count: number): string[] {
  const result: string[] = [];
  for (let day = 1; result.length < count; day += 1) {
    const date = new Date(Date.now() + day * DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) {
      continue;
    }
    const key = date.toISOString().slice(0, 10);
    for (const time of OFFERED_TIMES) {
      result.push(`${key}T${time}:00+08:00`);
    }
  }
  return result.slice(0, count);
}

/** A small seeded generator, so a run's failures can be reproduced. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const provider = await startFakeMailProvider({
  failureRate: FAILURE_RATE,
  random: seededRandom(13),
});
const backend = await startLocalBackend({
  port: 0,
  dataDir: null,
  logRequests: false,
  scheduleIntervalMs: SCHEDULE_INTERVAL_MS,
  functionEnv: { RESEND_API_KEY: "re_load_test", RESEND_API_URL: provider.url },
});
const started = Date.now();
try {
  // The seed's own e-mails are not part of this run.
  await backend.sql("update public.mail_jobs set status = 'sent'");
  // Every client here connects from 127.0.0.1 (the limits count the socket's address, not a header it could
  // forge), so the per-address limit is raised out of the way: this bench measures mail delivery.
  await backend.sql(
    "update private.rate_limits set max_count = $1 where name = 'appointments_per_client_per_hour'",
    [BOOKINGS],
  );
  const clients = Array.from({ length: CLIENT_ADDRESSES }, () =>
    createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }),
  );
  const times = slots(BOOKINGS);
  const refused: Record<string, number> = {};
  const accepted: string[] = [];
  for (let batch = 0; batch < BOOKINGS; batch += PARALLEL) {
    await Promise.all(
      times.slice(batch, batch + PARALLEL).map(async (time, offset) => {
        const index = batch + offset;
        const client = clients[index % CLIENT_ADDRESSES];
        if (client === undefined) {
          return;
        }
        const email = `load${index % EMAIL_ADDRESSES}@example.com`;
        const row = booking(time, index % 2 === 0 ? email : email.replace("@", `+tag${index}@`));
        const { error } = await client.from("appointments").insert(row);
        if (error) {
          const reason = `${error.code} ${error.message}: ${error.details ?? ""}`;
          refused[reason] = (refused[reason] ?? 0) + 1;
          return;
        }
        accepted.push(row.id);
        // The browser's fast path; its failures are left to the schedule.
        await client.functions.invoke("process-appointment", { body: { appointmentId: row.id } });
      }),
    );
  }
  const insertedMs = Date.now() - started;

  // Retries wait 1 minute and more; time is "moved on" by making pending jobs due at once.
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  let open = Number.POSITIVE_INFINITY;
  while (open > 0 && Date.now() < deadline) {
    await backend.sql(
      "update public.mail_jobs set next_attempt_at = now() where status = 'pending'",
    );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const [row] = await backend.sql<{ open: number }>(
      "select count(*)::int as open from public.mail_jobs where status in ('pending', 'sending')",
    );
    open = row?.open ?? 0;
  }
  const jobs = await backend.sql<{
    id: string;
    template: string;
    status: string;
    attempts: number;
    appointment_id: string;
  }>(
    "select id, template, status, attempts, appointment_id from public.mail_jobs where appointment_id = any($1::uuid[])",
    [accepted],
  );
  const deliveredKeys = new Map<string, number>();
  for (const delivery of provider.deliveries) {
    deliveredKeys.set(
      delivery.idempotencyKey,
      (deliveredKeys.get(delivery.idempotencyKey) ?? 0) + 1,
    );
  }
  const perBooking = new Map<string, { received: number; notice: number }>();
  for (const job of jobs) {
    const counts = perBooking.get(job.appointment_id) ?? { received: 0, notice: 0 };
    const delivered = deliveredKeys.get(job.id) ?? 0;
    if (job.template === "booking_received") {
      counts.received += delivered;
    } else {
      counts.notice += delivered;
    }
    perBooking.set(job.appointment_id, counts);
  }
  const exactlyOnce = accepted.filter((id) => {
    const counts = perBooking.get(id);
    return counts?.received === 1 && counts.notice === 1;
  }).length;
  const [stored] = await backend.sql<{ count: number }>(
    "select count(*)::int as count from public.appointments where id = any($1::uuid[])",
    [accepted],
  );
  const summary = {
    bookings: BOOKINGS,
    clientAddresses: CLIENT_ADDRESSES,
    emailAddresses: EMAIL_ADDRESSES,
    providerFailureRate: FAILURE_RATE,
    accepted: accepted.length,
    stored: stored?.count ?? 0,
    refused,
    mailJobs: jobs.length,
    jobsByStatus: jobs.reduce<Record<string, number>>(
      (acc, job) => ({ ...acc, [job.status]: (acc[job.status] ?? 0) + 1 }),
      {},
    ),
    attempts: jobs.reduce((sum, job) => sum + job.attempts, 0),
    providerRequests: provider.state.requests,
    providerFailures: provider.state.failures,
    resendsAbsorbedByIdempotencyKey: provider.state.repeats,
    bookingsWithExactlyOneAcknowledgementAndOneNotice: exactlyOnce,
    insertPhaseMs: insertedMs,
    totalMs: Date.now() - started,
  };
  console.info(JSON.stringify(summary, null, 2));
  const reportDir = join(REPO_ROOT, "tooling/local-backend/bench-results");
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, "mail-load.json"), `${JSON.stringify(summary, null, 2)}\n`);
  if (exactlyOnce !== accepted.length || summary.stored !== accepted.length) {
    process.exitCode = 1;
  }
} finally {
  await backend.stop();
  await provider.stop();
}
