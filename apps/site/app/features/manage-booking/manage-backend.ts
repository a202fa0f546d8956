import type { BackendError } from "../../lib/backend/site-backend";

/** A refused call, with the database's reason ("invalid_token", "too_late", ...). */
export class ManageError extends Error {
  override name = "ManageError";
  constructor(readonly reason: string) {
    super(reason);
  }
}

export function unwrap<Data>(answer: {
  data: Data | null;
  error: BackendError | null;
}): Data | null {
  if (answer.error) {
    throw new ManageError(answer.error.message ?? answer.error.code ?? "unknown");
  }
  return answer.data;
}
