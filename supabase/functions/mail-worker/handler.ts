import { errorKind } from "../_shared/logger.ts";
import {
  ACCEPTED_BODY,
  failure,
  HTTP_INTERNAL_ERROR,
  HTTP_METHOD_NOT_ALLOWED,
  HTTP_OK,
  HTTP_UNAUTHORIZED,
  json,
} from "../_shared/http.ts";
import { runMailWorker, type WorkerDependencies } from "../_shared/mail/worker.ts";

const NO_CORS = new Headers();
/** The header the schedule (private.kick_mail_worker) sends MAIL_WORKER_SECRET in. */
export const WORKER_SECRET_HEADER = "x-mail-worker-secret";

/** Compares without an early exit, so the answer's timing does not reveal how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  }
  return difference === 0;
}

/**
 * mail-worker, called every minute by the database schedule (pg_cron + pg_net) with the shared secret the deploy
 * script gave both sides: one run over every due job. Any other caller gets 401 before anything runs, so a
 * stranger's call costs no database work (the browser's fast path is process-appointment, which runs the worker
 * itself).
 */
export function createWorkerHandler(
  deps: WorkerDependencies,
  secret: string,
): (request: Request) => Promise<Response> {
  return async (request) => {
    await request.body?.cancel();
    if (!sameSecret(request.headers.get(WORKER_SECRET_HEADER) ?? "", secret)) {
      return failure(HTTP_UNAUTHORIZED, "Only the schedule may run the mail worker.", NO_CORS);
    }
    if (request.method !== "POST") {
      return failure(HTTP_METHOD_NOT_ALLOWED, "Use POST.", NO_CORS);
    }
    try {
      const run = await runMailWorker(deps);
      deps.logger.info("mail-worker.run", { ...run });
    } catch (error) {
      deps.logger.error("mail-worker.failed", { error: errorKind(error) });
      return failure(HTTP_INTERNAL_ERROR, "The mail worker could not run.", NO_CORS);
    }
    return json(ACCEPTED_BODY, HTTP_OK, NO_CORS);
  };
}
