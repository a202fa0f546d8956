import { errorKind, type Logger } from "../logger.ts";
import type { DeletionQueue, QueuedDeletion } from "./deletion-queue.ts";

/** Deletions claimed per round (Storage's remove takes a list; 100 keeps one request small). */
export const DELETION_BATCH_SIZE = 100;
/** Long enough for one round's Storage call; an expired lease lets the next run take the rows again. */
export const DELETION_LEASE_SECONDS = 120;
/** Rounds per run, so one run ends well inside a function's time limit; the schedule runs it every minute. */
export const MAX_DELETION_ROUNDS_PER_RUN = 10;

export interface DeletionRun {
  claimed: number;
  deleted: number;
  failedCalls: number;
}

function byBucket(deletions: readonly QueuedDeletion[]): Map<string, string[]> {
  const buckets = new Map<string, string[]>();
  for (const deletion of deletions) {
    buckets.set(deletion.bucketId, [...(buckets.get(deletion.bucketId) ?? []), deletion.objectName]);
  }
  return buckets;
}

/**
 * Drains the due part of the queue: each round claims a batch, asks Storage to delete its objects (bucket by
 * bucket), then lets the database settle the batch whatever Storage answered, so a failed call is simply retried
 * on a later run. Logs counts and error kinds only: an object's name is an application's id.
 */
export async function runDeletionWorker(queue: DeletionQueue, logger: Logger): Promise<DeletionRun> {
  const run: DeletionRun = { claimed: 0, deleted: 0, failedCalls: 0 };
  for (let round = 0; round < MAX_DELETION_ROUNDS_PER_RUN; round += 1) {
    const batch = await queue.claim(DELETION_BATCH_SIZE, DELETION_LEASE_SECONDS);
    if (batch.length === 0) {
      break;
    }
    run.claimed += batch.length;
    for (const [bucketId, objectNames] of byBucket(batch)) {
      try {
        await queue.remove(bucketId, objectNames);
      } catch (error) {
        run.failedCalls += 1;
        logger.error("storage-deletion-worker.remove_failed", { error: errorKind(error), objects: objectNames.length });
      }
    }
    run.deleted += await queue.settle(batch.map((deletion) => deletion.id));
    if (batch.length < DELETION_BATCH_SIZE) {
      break;
    }
  }
  return run;
}
