import type { PostgrestError, PostgrestSingleResponse } from "@supabase/supabase-js";

/**
 * The one error every data call throws. `reason` is the database's own word for a refusal (the message of the
 * staff functions' PT4xx errors, e.g. `illegal_transition`, `slot_taken`), so screens choose their message by
 * it and never read a driver's error shape.
 */
export class DataError extends Error {
  readonly reason: string;
  readonly code: string;
  /** The database's hint: for `day_closed`, the day's reason ("Rizal Day"). */
  readonly hint: string | null;

  constructor(error: Pick<PostgrestError, "message" | "code"> & { hint?: string | null }) {
    super(error.message);
    this.name = "DataError";
    this.reason = error.message;
    this.code = error.code;
    this.hint = error.hint ?? null;
  }
}

/** The response's data, or a `DataError` thrown: every query and RPC wrapper goes through here. */
export async function unwrap<Data>(
  request: PromiseLike<PostgrestSingleResponse<Data>>,
): Promise<Data> {
  const { data, error } = await request;
  if (error) {
    throw new DataError(error);
  }
  return data;
}

/** Whether the database refused with this reason. */
export function isRefusal(error: unknown, reason: string): boolean {
  return error instanceof DataError && error.reason === reason;
}

export const isIllegalTransition = (error: unknown) => isRefusal(error, "illegal_transition");

/** The closed day's reason ("Rizal Day") when the database refused a slot on a closed day, else null. */
export function closedDayReason(error: unknown): string | null {
  return error instanceof DataError && error.reason === "day_closed" ? error.hint : null;
}

/** The text for the database's refusal among `messages` (by its reason), or `fallback` for any other failure. */
export function refusalMessage(
  error: unknown,
  messages: Readonly<Partial<Record<string, string>>>,
  fallback: string,
): string {
  return error instanceof DataError ? (messages[error.reason] ?? fallback) : fallback;
}
