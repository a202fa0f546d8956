import type { narrowBooking } from "@innovatehub/domain";
import type { BackendError, VisitorBooking } from "../../lib/backend/site-backend";

export type { ManageBackend } from "../../lib/backend/site-backend";

/** The booking as the page works with it: status, duration and meeting type as the domain's unions. */
export type ManagedBooking = ReturnType<typeof narrowBooking<VisitorBooking>>;

/** A refused call, with the database's reason ("invalid_token", "too_late", ...). */
export class ManageError extends Error {
  override name = "ManageError";
  constructor(readonly reason: string) {
    super(reason);
  }
}

export function unwrap<Data>(answer: { data: Data | null; error: BackendError | null }): Data | null {
  if (answer.error) {
    throw new ManageError(answer.error.message ?? answer.error.code ?? "unknown");
  }
  return answer.data;
}
