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
import { fromSchedule } from "../_shared/schedule-secret.ts";

const NO_CORS = new Headers();

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
    if (!fromSchedule(request, secret)) {
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
