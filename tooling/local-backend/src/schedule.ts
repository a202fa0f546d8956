import type { PGlite } from "@electric-sql/pglite";

/** Default interval of the local schedule; pg_cron on Supabase runs the same jobs every minute. */
export const DEFAULT_SCHEDULE_INTERVAL_MS = 30_000;

interface QueuedRequest {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

/**
 * What pg_cron and pg_net do on Supabase, on an interval: run every active cron.job command as the database
 * owner, then send the HTTP requests those commands queued in net.http_request_queue (and drop them, as pg_net
 * does). The SQL and the HTTP call are exactly the ones a Supabase project runs.
 */
async function runScheduledJobs(db: PGlite): Promise<number> {
  const jobs = await db.query<{ command: string }>(
    "select command from cron.job where active order by jobid",
  );
  for (const job of jobs.rows) {
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

/** Points the schedule's HTTP calls at this backend's functions (the deploy script sets the project's URL). */
export async function setFunctionsUrl(db: PGlite, functionsUrl: string): Promise<void> {
  await db.query("update private.settings set value = $1 where name = 'functions_url'", [
    functionsUrl,
  ]);
}

/** Runs the scheduled jobs every `intervalMs`, one run at a time. Returns a function that stops it. */
export function startSchedule(db: PGlite, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) {
      return;
    }
    busy = true;
    running = runScheduledJobs(db)
      .catch((error: unknown) => console.error("[local-backend] scheduled jobs failed:", error))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
