import { assert, assertEquals, assertFalse, assertStringIncludes } from "./assert.ts";
import {
  FIRST_RETRY_SECONDS,
  MAX_RETRY_SECONDS,
  nextAttemptAt,
  retryDelaySeconds,
} from "../_shared/mail/backoff.ts";
import {
  BATCH_SIZE,
  LEASE_SECONDS,
  MAX_BATCHES_PER_RUN,
  runMailWorker,
} from "../_shared/mail/worker.ts";
import { renderMail } from "../_shared/mail/render.ts";
import { MailerError } from "../_shared/mailer.ts";
import { createWorkerHandler } from "../mail-worker/handler.ts";
import { WORKER_SECRET_HEADER } from "../_shared/schedule-secret.ts";
import {
  BOOKING,
  Clock,
  fakeProvider,
  job,
  memoryJobStore,
  PERSONAL_VALUES,
  recordingLogger,
  SITE,
  TEAM,
  TOKEN,
  workerDeps,
} from "./fakes.ts";

Deno.test("the retry delays double from one minute and stop growing at one hour", () => {
  assertEquals(
    [1, 2, 3, 4, 5, 6, 7, 8].map(retryDelaySeconds),
    [60, 120, 240, 480, 960, 1920, 3600, 3600],
  );
  assertEquals(retryDelaySeconds(1), FIRST_RETRY_SECONDS);
  assertEquals(retryDelaySeconds(30), MAX_RETRY_SECONDS);
  const now = new Date("2027-03-01T00:00:00Z");
  assertEquals(nextAttemptAt(3, 8, now)?.toISOString(), "2027-03-01T00:04:00.000Z");
  assertEquals(nextAttemptAt(8, 8, now), null);
});

Deno.test(
  "a failing provider delays the mail with backoff, and it is sent once after recovery",
  async () => {
    const clock = new Clock();
    const { store, rows } = memoryJobStore([job("booking_new", "team")], clock);
    const provider = fakeProvider();
    provider.state.failNext = 3;
    provider.state.error = new MailerError(503);
    const deps = workerDeps(store, provider.mailer, clock, recordingLogger());

    assertEquals(await runMailWorker(deps), { sent: 0, retrying: 1, dead: 0, skipped: 0 });
    assertEquals(
      await runMailWorker(deps),
      { sent: 0, retrying: 0, dead: 0, skipped: 0 },
      "not due before its delay",
    );
    for (const delay of [60, 120]) {
      clock.advance(delay);
      assertEquals(await runMailWorker(deps), { sent: 0, retrying: 1, dead: 0, skipped: 0 });
    }
    assertEquals(rows[0]?.lastError, "provider_5xx");
    clock.advance(240);
    assertEquals(await runMailWorker(deps), { sent: 1, retrying: 0, dead: 0, skipped: 0 });
    assertEquals(provider.delivered.length, 1);
    assertEquals(rows[0]?.status, "sent");
  },
);

Deno.test(
  "a job that keeps failing ends dead after max_attempts, and a refused address dies at once",
  async () => {
    const clock = new Clock();
    const { store, rows } = memoryJobStore(
      [job("booking_new", "team", { max_attempts: 3 })],
      clock,
    );
    const provider = fakeProvider();
    provider.state.failNext = 3;
    provider.state.error = new MailerError(500);
    const deps = workerDeps(store, provider.mailer, clock, recordingLogger());
    await runMailWorker(deps);
    clock.advance(MAX_RETRY_SECONDS);
    await runMailWorker(deps);
    clock.advance(MAX_RETRY_SECONDS);
    assertEquals(await runMailWorker(deps), { sent: 0, retrying: 0, dead: 1, skipped: 0 });
    assertEquals(rows[0]?.status, "dead");
    assertEquals(rows[0]?.job.attempts, 3);

    provider.state.failNext = 1;
    provider.state.error = new MailerError(422);
    const { store: other, rows: otherRows } = memoryJobStore([job("booking_new", "team")], clock);
    await runMailWorker(workerDeps(other, provider.mailer, clock, recordingLogger()));
    assertEquals(otherRows[0]?.status, "dead", "a 422 (invalid address) is not retried");
  },
);

Deno.test(
  "a worker that crashed after sending: the lease expires and the resend is the same mail",
  async () => {
    const clock = new Clock();
    const { store, rows } = memoryJobStore(
      [job("booking_received", "visitor", { manage_token: TOKEN })],
      clock,
    );
    const provider = fakeProvider();
    // Worker A claims and sends, then dies before recording.
    const [claimed] = await store.claim(BATCH_SIZE, LEASE_SECONDS);
    assert(claimed !== undefined);
    await provider.mailer.send(
      renderMail(claimed, { teamAddress: TEAM, siteUrl: SITE, now: clock.now() }),
    );
    // Worker B sees nothing while A's lease holds, then takes the job over.
    const deps = workerDeps(store, provider.mailer, clock, recordingLogger());
    assertEquals(await runMailWorker(deps), { sent: 0, retrying: 0, dead: 0, skipped: 0 });
    clock.advance(LEASE_SECONDS);
    assertEquals(await runMailWorker(deps), { sent: 1, retrying: 0, dead: 0, skipped: 0 });
    assertEquals(provider.state.calls, 2, "the provider was asked twice");
    assertEquals(provider.delivered.length, 1, "and delivered once, by idempotency key");
    assertEquals(rows[0]?.job.attempts, 2);
  },
);

Deno.test("two workers running at once send every mail exactly once", async () => {
  const clock = new Clock();
  const jobs = Array.from({ length: 30 }, (_, index) =>
    job(index % 2 === 0 ? "booking_new" : "inquiry_received", index % 2 === 0 ? "team" : "visitor"),
  );
  const { store } = memoryJobStore(jobs, clock);
  const provider = fakeProvider();
  const deps = workerDeps(store, provider.mailer, clock, recordingLogger());
  await Promise.all([
    runMailWorker(deps),
    runMailWorker(deps),
    runMailWorker(deps),
    runMailWorker(deps),
  ]);
  assertEquals(provider.state.calls, 30);
  assertEquals(new Set(provider.delivered.map((message) => message.idempotencyKey)).size, 30);
});

Deno.test("one run drains a backlog batch by batch, up to its limit", async () => {
  const clock = new Clock();
  const backlog = BATCH_SIZE * MAX_BATCHES_PER_RUN + 5;
  const jobs = Array.from({ length: backlog }, () => job("inquiry_received", "visitor"));
  const { store } = memoryJobStore(jobs, clock);
  const provider = fakeProvider();
  const deps = workerDeps(store, provider.mailer, clock, recordingLogger());

  assertEquals(await runMailWorker(deps), {
    sent: BATCH_SIZE * MAX_BATCHES_PER_RUN,
    retrying: 0,
    dead: 0,
    skipped: 0,
  });
  assertEquals(await runMailWorker(deps), { sent: 5, retrying: 0, dead: 0, skipped: 0 });
  assertEquals(await runMailWorker(deps), { sent: 0, retrying: 0, dead: 0, skipped: 0 });
});

Deno.test(
  "a provider outage costs each job one attempt per run, however many batches the run claims",
  async () => {
    const clock = new Clock();
    const jobs = Array.from({ length: BATCH_SIZE * 2 }, () => job("inquiry_received", "visitor"));
    const { store } = memoryJobStore(jobs, clock);
    const provider = fakeProvider();
    provider.state.failNext = Number.POSITIVE_INFINITY;
    provider.state.error = new MailerError(503);
    const deps = workerDeps(store, provider.mailer, clock, recordingLogger());

    assertEquals(await runMailWorker(deps), { sent: 0, retrying: BATCH_SIZE * 2, dead: 0, skipped: 0 });
    assertEquals(provider.state.calls, BATCH_SIZE * 2);
  },
);

Deno.test("logs job ids, templates and error classes, never personal data", async () => {
  const clock = new Clock();
  const { store } = memoryJobStore(
    [job("booking_new", "team"), job("booking_received", "visitor"), job("inquiry_new", "team")],
    clock,
  );
  const provider = fakeProvider();
  provider.state.failNext = 1;
  provider.state.error = new Error(`550 mailbox ${BOOKING.email} unknown`);
  const logger = recordingLogger();
  await runMailWorker(workerDeps(store, provider.mailer, clock, logger));
  assertEquals(logger.lines.length, 3);
  for (const line of logger.lines) {
    for (const value of PERSONAL_VALUES) {
      assertFalse(line.includes(value), `log line leaks personal data: ${line}`);
    }
  }
  assertStringIncludes(logger.lines.join("\n"), '"error":"Error"');
});

Deno.test("the mail-worker function answers only its scheduler's secret", async () => {
  const clock = new Clock();
  const { store, rows } = memoryJobStore([job("inquiry_new", "team")], clock);
  const provider = fakeProvider();
  const secret = "scheduler-secret-0123456789abcdef";
  const handler = createWorkerHandler(
    workerDeps(store, provider.mailer, clock, recordingLogger()),
    secret,
  );
  const call = (headers: HeadersInit, method = "POST") =>
    handler(new Request("http://localhost/functions/v1/mail-worker", { method, headers }));

  const strangers: Record<string, string>[] = [
    {},
    { [WORKER_SECRET_HEADER]: "guess" },
    { Authorization: "Bearer anon" },
  ];
  for (const headers of strangers) {
    const refused = await call(headers);
    assertEquals(refused.status, 401);
    await refused.body?.cancel();
  }
  assertEquals(rows[0]?.status, "pending", "a refused call sends nothing");

  const response = await call({ [WORKER_SECRET_HEADER]: secret });
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { ok: true });
  assertEquals(rows[0]?.status, "sent");
  const get = await call({ [WORKER_SECRET_HEADER]: secret }, "GET");
  assertEquals(get.status, 405);
  await get.body?.cancel();
});

/** Runs the worker until the job is dead, following its backoff. */
async function runUntilDead(
  deps: Parameters<typeof runMailWorker>[0],
  rows: { status: string }[],
  clock: Clock,
) {
  for (let run = 0; run < 20 && rows[0]?.status !== "dead"; run += 1) {
    await runMailWorker(deps);
    clock.advance(MAX_RETRY_SECONDS);
  }
  assertEquals(rows[0]?.status, "dead");
}

/** What staff_retry_mail_job does to a dead job: due now, attempts counted afresh. */
function staffRetry(
  row: { status: string; job: { attempts: number }; nextAttemptAt: number },
  clock: Clock,
) {
  row.status = "pending";
  row.job.attempts = 0;
  row.nextAttemptAt = clock.time;
}

const A_DAY_AND_AN_HOUR_SECONDS = 25 * 60 * 60;

Deno.test(
  "a staff retry more than 24 hours after the first attempt does not send a message the provider already accepted",
  async () => {
    const clock = new Clock();
    const { store, rows } = memoryJobStore([job("booking_confirmed", "visitor")], clock);
    const provider = fakeProvider(clock);
    const deps = workerDeps(store, provider.mailer, clock, recordingLogger());
    // Accepted, but the answer was lost; then the provider failed until the job died.
    provider.state.acceptThenFail = 1;
    assertEquals(await runMailWorker(deps), { sent: 0, retrying: 1, dead: 0, skipped: 0 });
    provider.state.failNext = 100;
    provider.state.error = new MailerError(503);
    await runUntilDead(deps, rows, clock);
    assertEquals(provider.delivered.length, 1);

    clock.advance(A_DAY_AND_AN_HOUR_SECONDS);
    provider.state.failNext = 0;
    const row = rows[0];
    assert(row !== undefined);
    staffRetry(row, clock);
    assertEquals(await runMailWorker(deps), { sent: 1, retrying: 0, dead: 0, skipped: 0 });
    assertEquals(row.status, "sent");
    assertEquals(provider.delivered.length, 1, "the visitor gets the message once");
  },
);

Deno.test(
  "a staff retry more than 24 hours later sends a message the provider never accepted, once",
  async () => {
    const clock = new Clock();
    const { store, rows } = memoryJobStore([job("booking_confirmed", "visitor")], clock);
    const provider = fakeProvider(clock);
    const deps = workerDeps(store, provider.mailer, clock, recordingLogger());
    provider.state.failNext = 100;
    provider.state.error = new MailerError(503);
    await runUntilDead(deps, rows, clock);
    assertEquals(provider.delivered.length, 0);

    clock.advance(A_DAY_AND_AN_HOUR_SECONDS);
    provider.state.failNext = 0;
    const row = rows[0];
    assert(row !== undefined);
    staffRetry(row, clock);
    await runMailWorker(deps);
    assertEquals(row.status, "sent");
    assertEquals(provider.delivered.length, 1);
  },
);
