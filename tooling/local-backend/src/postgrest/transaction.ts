import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { RequestIdentity } from "../verify-jwt.ts";
import { fromDatabaseError, isDatabaseError } from "./errors.ts";

export interface RequestContext {
  identity: RequestIdentity;
  method: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * Runs `work` the way PostgREST runs a request: one transaction, the JWT's role switched in with
 * `set local role`, and the request's claims, method, path and headers available to SQL through
 * current_setting('request.*'). PGlite has a single session, so transactions run one at a time.
 * Database errors come back as PostgREST-shaped HttpErrors.
 */
export async function runAsRequest<T>(
  db: PGlite,
  context: RequestContext,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      // The role comes from a fixed allow-list (API_ROLES), never from free text.
      await tx.exec(`set local role ${context.identity.role}`);
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
                set_config('request.path', $3, true), set_config('request.headers', $4, true)`,
        [
          JSON.stringify(context.identity.claims),
          context.method,
          context.path,
          JSON.stringify(context.headers),
        ],
      );
      return work(tx);
    });
  } catch (error) {
    if (isDatabaseError(error)) {
      throw fromDatabaseError(error, context.identity.role);
    }
    throw error;
  }
}
