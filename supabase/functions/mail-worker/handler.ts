import { errorKind } from "../_shared/logger.ts";
import {
  ACCEPTED_BODY,
  failure,
  HTTP_INTERNAL_ERROR,
  HTTP_METHOD_NOT_ALLOWED,
  HTTP_OK,
  json,
} from "../_shared/http.ts";
import { runMailWorker, type WorkerDependencies } from "../_shared/mail/worker.ts";

const NO_CORS = new Headers();

/**
 * mail-worker, called every minute by the database schedule (pg_net): one run over every due job. The body is
 * ignored and the answer is the same for everyone; a caller can only make mail that is already owed go out sooner.
 */
export function createWorkerHandler(
  deps: WorkerDependencies,
): (request: Request) => Promise<Response> {
  return async (request) => {
    await request.body?.cancel();
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
