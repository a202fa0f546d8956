import type { PGlite } from "@electric-sql/pglite";
import { CronExpressionParser } from "cron-parser";

/** Default tick of the local schedule: often enough that an every-minute job runs in its minute. */
export const DEFAULT_SCHEDULE_INTERVAL_MS = 30_000;

/** pg_cron reads schedules in GMT unless cron.timezone says otherwise, and Supabase keeps the default. */
const CRON_TIME_ZONE = "UTC";

/** pg_cron's expression for a job that runs every minute. */
const EVERY_MINUTE = "* * * * *";

/** The clock the schedule reads; tests pass one that runs faster. */
export type ScheduleClock = () => Date;

interface ScheduleOptions {
  /** How often the schedule checks the cron jobs. */
  intervalMs: number;
  /** The clock the schedule reads (default: the real one). */
  clock?: ScheduleClock;
  /**
   * Run every job scheduled `* * * * *` on every tick, not once a minute (e2e runs only): such a job drains a queue
   * (the mail outbox, due Storage deletions) and only does work that is due, so running it more often changes when
   * a queued row is handled, never what is done.
   */
  everyMinuteJobsEachTick?: boolean;
}

interface QueuedRequest {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

/** Whether a cron expression (five fields, as pg_cron takes them) has a run time after `since` and up to `until`. */
export function isDue(schedule: string, since: Date, until: Date): boolean {
  const next = CronExpressionParser.parse(schedule, {
    currentDate: since,
    tz: CRON_TIME_ZONE,
  }).next();
  return next.getTime() <= until.getTime();
}

/** Whether a tick from `since` to `until` runs a job with this cron expression. */
export function runsOnTick(
  schedule: string,
  since: Date,
  until: Date,
  everyMinuteJobsEachTick = false,
): boolean {
  const everyMinute = schedule.trim().split(/\s+/).join(" ") === EVERY_MINUTE;
  return (everyMinuteJobsEachTick && everyMinute) || isDue(schedule, since, until);
}

/**
 * What pg_cron and pg_net do on Supabase, for one tick: run, as the database owner, every active cron.job whose
 * cron expression had a run time since the previous tick (and, with `everyMinuteJobsEachTick`, every job scheduled
 * each minute), then send the HTTP requests those commands queued in net.http_request_queue (and drop them, as
 * pg_net does). The SQL and the HTTP call are exactly the ones a Supabase project runs.
 */
async function runScheduledJobs(
  db: PGlite,
  since: Date,
  until: Date,
  everyMinuteJobsEachTick: boolean,
): Promise<number> {
  const jobs = await db.query<{ schedule: string; command: string }>(
    "select schedule, command from cron.job where active order by jobid",
  );
  for (const job of jobs.rows.filter((row) =>
    runsOnTick(row.schedule, since, until, everyMinuteJobsEachTick),
  )) {
    await db.exec(job.command);
  }
  const queued = await db.query<QueuedRequest>(
    `delete from net.http_request_queue
     returning id, method, url, headers, body, timeout_milliseconds`,
  );
  await Promise.all(
    queued.rows.map(async (request) => {
      try {
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body === null ? undefined : Buffer.from(request.body),
          signal: AbortSignal.timeout(request.timeout_milliseconds),
        });
        await response.body?.cancel();
      } catch (error) {
        console.error(`[local-backend] scheduled request ${request.id} failed:`, error);
      }
    }),
  );
  return queued.rows.length;
}

/**
 * Points the schedule's HTTP calls at this backend's functions, with the secret mail-worker answers (the deploy
 * script sets the project's URL and its own secret the same way).
 */
export async function configureScheduledCalls(
  db: PGlite,
  functionsUrl: string,
  mailWorkerSecret: string,
): Promise<void> {
  await db.query("update private.settings set value = $1 where name = 'functions_url'", [
    functionsUrl,
  ]);
  await db.query("update private.settings set value = $1 where name = 'mail_worker_secret'", [
    mailWorkerSecret,
  ]);
}

/**
 * Checks the cron jobs every `intervalMs` and runs those that are due, one tick at a time. Returns a function that
 * stops it.
 */
export function startSchedule(
  db: PGlite,
  { intervalMs, clock = () => new Date(), everyMinuteJobsEachTick = false }: ScheduleOptions,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let previousTick = clock();
  const timer = setInterval(() => {
    if (busy) {
      return;
    }
    busy = true;
    const tick = clock();
    running = runScheduledJobs(db, previousTick, tick, everyMinuteJobsEachTick)
      .catch((error: unknown) => console.error("[local-backend] scheduled jobs failed:", error))
      .finally(() => {
        previousTick = tick;
        busy = false;
      });
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
