import { createClient } from "@supabase/supabase-js";

/** One Storage object the database queued for deletion (private.storage_deletions). */
export interface QueuedDeletion {
  id: number;
  bucketId: string;
  objectName: string;
}

export interface DeletionQueue {
  /** Leases up to `limit` due deletions for `leaseSeconds`. */
  claim(limit: number, leaseSeconds: number): Promise<QueuedDeletion[]>;
  /** Asks Storage to delete these objects of one bucket (objects already gone are not an error). */
  remove(bucketId: string, objectNames: readonly string[]): Promise<void>;
  /** Lets the database check which objects are gone: those leave the queue, the rest are retried later. */
  settle(ids: readonly number[]): Promise<number>;
}

export class DeletionQueueError extends Error {
  override name = "DeletionQueueError";
  constructor(readonly code: string) {
    super(`storage deletion call failed with ${code}`);
  }
}

function asDeletion(value: unknown): QueuedDeletion | null {
  if (typeof value !== "object" || value === null) {
    return null;
  }
  const id: unknown = Reflect.get(value, "id");
  const bucketId: unknown = Reflect.get(value, "bucket_id");
  const objectName: unknown = Reflect.get(value, "object_name");
  return typeof id === "number" && typeof bucketId === "string" && typeof objectName === "string"
    ? { id, bucketId, objectName }
    : null;
}

/** The queue's functions and the Storage API, with the service role (the only role allowed to call them). */
export function createSupabaseDeletionQueue(url: string, serviceRoleKey: string): DeletionQueue {
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return {
    async claim(limit, leaseSeconds) {
      const { data, error } = await client.rpc("claim_storage_deletions", {
        p_limit: limit,
        p_lease_seconds: leaseSeconds,
      });
      if (error) {
        throw new DeletionQueueError(error.code);
      }
      const rows: unknown[] = Array.isArray(data) ? data : [];
      return rows.map((row) => {
        const deletion = asDeletion(row);
        if (deletion === null) {
          throw new DeletionQueueError("unexpected_answer");
        }
        return deletion;
      });
    },
    async remove(bucketId, objectNames) {
      const { error } = await client.storage.from(bucketId).remove([...objectNames]);
      if (error) {
        throw new DeletionQueueError("storage_remove");
      }
    },
    async settle(ids) {
      const { data, error } = await client.rpc("settle_storage_deletions", { p_ids: [...ids] });
      if (error || typeof data !== "number") {
        throw new DeletionQueueError(error?.code ?? "unexpected_answer");
      }
      return data;
    },
  };
}
