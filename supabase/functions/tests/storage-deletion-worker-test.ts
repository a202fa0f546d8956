import { assert, assertEquals } from "./assert.ts";
import { recordingLogger } from "./fakes.ts";
import { WORKER_SECRET_HEADER } from "../_shared/schedule-secret.ts";
import { DeletionQueueError, type DeletionQueue } from "../_shared/storage/deletion-queue.ts";
import { DELETION_BATCH_SIZE } from "../_shared/storage/deletion-worker.ts";
import { createDeletionWorkerHandler } from "../storage-deletion-worker/handler.ts";

const SECRET = "s".repeat(40);
const BUCKET = "agent-documents";
const OBJECT_NAME = "agt-00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-0000000000d1";

/**
 * A queue over an in-memory bucket: a queued row leaves only when its object is gone, as
 * public.settle_storage_deletions decides; `failingRemoves` makes that many Storage calls fail first.
 */
function memoryQueue(objectNames: string[], failingRemoves = 0) {
  const stored = new Set(objectNames);
  const queued = new Map(objectNames.map((name, index) => [index + 1, name]));
  let failuresLeft = failingRemoves;
  const removeCalls: string[][] = [];
  const queue: DeletionQueue = {
    claim(limit) {
      return Promise.resolve(
        [...queued].slice(0, limit).map(([id, objectName]) => ({ id, bucketId: BUCKET, objectName })),
      );
    },
    remove(_bucketId, names) {
      removeCalls.push([...names]);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return Promise.reject(new DeletionQueueError("storage_remove"));
      }
      names.forEach((name) => stored.delete(name));
      return Promise.resolve();
    },
    settle(ids) {
      let done = 0;
      for (const id of ids) {
        const name = queued.get(id);
        if (name !== undefined && !stored.has(name)) {
          queued.delete(id);
          done += 1;
        }
      }
      return Promise.resolve(done);
    },
  };
  return { queue, stored, queued, removeCalls };
}

function call(handler: (request: Request) => Promise<Response>, headers: Record<string, string>, method = "POST") {
  return handler(new Request("http://localhost/functions/v1/storage-deletion-worker", { method, headers }));
}

Deno.test("only the schedule's secret runs the worker", async () => {
  const memory = memoryQueue([OBJECT_NAME]);
  const handler = createDeletionWorkerHandler({ queue: memory.queue, logger: recordingLogger() }, SECRET);
  assertEquals((await call(handler, {})).status, 401);
  assertEquals((await call(handler, { [WORKER_SECRET_HEADER]: "guess" })).status, 401);
  assertEquals(memory.removeCalls.length, 0);
  assertEquals((await call(handler, { [WORKER_SECRET_HEADER]: SECRET }, "GET")).status, 405);
});

Deno.test("deletes every queued object, a batch at a time, and empties the queue", async () => {
  const names = Array.from({ length: DELETION_BATCH_SIZE + 3 }, (_, index) => `${OBJECT_NAME}-${index}`);
  const memory = memoryQueue(names);
  const handler = createDeletionWorkerHandler({ queue: memory.queue, logger: recordingLogger() }, SECRET);
  assertEquals((await call(handler, { [WORKER_SECRET_HEADER]: SECRET })).status, 200);
  assertEquals([memory.stored.size, memory.queued.size], [0, 0]);
  assertEquals(memory.removeCalls.map((names) => names.length), [DELETION_BATCH_SIZE, 3]);
});

Deno.test("a failed Storage call keeps the row for the next run, which deletes it; no object name is logged", async () => {
  const memory = memoryQueue([OBJECT_NAME], 1);
  const logger = recordingLogger();
  const handler = createDeletionWorkerHandler({ queue: memory.queue, logger }, SECRET);
  await call(handler, { [WORKER_SECRET_HEADER]: SECRET });
  assertEquals([memory.stored.size, memory.queued.size], [1, 1]);
  await call(handler, { [WORKER_SECRET_HEADER]: SECRET });
  assertEquals([memory.stored.size, memory.queued.size], [0, 0]);
  assert(logger.lines.some((line) => line.includes("remove_failed")));
  assert(logger.lines.every((line) => !line.includes("agt-")), "a log line carried an object name");
});
