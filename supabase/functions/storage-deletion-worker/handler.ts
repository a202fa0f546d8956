import {
  ACCEPTED_BODY,
  failure,
  HTTP_INTERNAL_ERROR,
  HTTP_METHOD_NOT_ALLOWED,
  HTTP_OK,
  HTTP_UNAUTHORIZED,
  json,
} from "../_shared/http.ts";
import { errorKind, type Logger } from "../_shared/logger.ts";
import { fromSchedule } from "../_shared/schedule-secret.ts";
import type { DeletionQueue } from "../_shared/storage/deletion-queue.ts";
import { runDeletionWorker } from "../_shared/storage/deletion-worker.ts";

const NO_CORS = new Headers();

/**
 * storage-deletion-worker: deletes the Storage objects the database queued (private.storage_deletions), through
 * the Storage API, which removes the bytes with the row (a project refuses SQL deletes of storage.objects). Run
 * by the schedule (private.kick_storage_deletion_worker, every minute while a deletion is due) with the shared
 * secret; anyone else gets 401 before any work.
 */
export function createDeletionWorkerHandler(
  deps: { queue: DeletionQueue; logger: Logger },
  secret: string,
): (request: Request) => Promise<Response> {
  return async (request) => {
    await request.body?.cancel();
    if (!fromSchedule(request, secret)) {
      return failure(HTTP_UNAUTHORIZED, "Only the schedule may run the storage deletion worker.", NO_CORS);
    }
    if (request.method !== "POST") {
      return failure(HTTP_METHOD_NOT_ALLOWED, "Use POST.", NO_CORS);
    }
    try {
      const run = await runDeletionWorker(deps.queue, deps.logger);
      deps.logger.info("storage-deletion-worker.run", { ...run });
    } catch (error) {
      deps.logger.error("storage-deletion-worker.failed", { error: errorKind(error) });
      return failure(HTTP_INTERNAL_ERROR, "The storage deletion worker could not run.", NO_CORS);
    }
    return json(ACCEPTED_BODY, HTTP_OK, NO_CORS);
  };
}
