import { bookingDialog } from "@innovatehub/content/site";

const { messages } = bookingDialog;

/** The parts of a PostgREST error the site reads (supabase-js `error` plus the response status). */
export type InsertErrorLike = {
  code?: string | null;
  message?: string | null;
  /** For day_closed: the day's reason ("Rizal Day"). */
  hint?: string | null;
};

type BookingFailureKind =
  | "slot-taken"
  | "slot-unavailable"
  | "day-closed"
  | "rate-limited"
  | "invalid"
  | "network"
  | "rejected";

export type BookingFailure = {
  kind: BookingFailureKind;
  /** The toast text. */
  message: string;
  /** Availability changed under the visitor: fetch the busy ranges again. */
  refreshSlots: boolean;
  /** Nothing reached the database for sure: the next attempt reuses the same id (idempotent insert). */
  reuseId: boolean;
};

/** No HTTP answer at all: supabase-js reports a failed fetch with status 0. */
const NETWORK_STATUS = 0;
const HTTP_CONFLICT = 409;
const HTTP_TOO_MANY_REQUESTS = 429;
const HTTP_BAD_REQUEST = 400;

// Error codes raised by supabase/migrations (appointments_before_insert) and by Postgres itself.
const SLOT_TAKEN_CODE = "PT409";
const SLOT_TAKEN_MESSAGE = "slot_taken";
/** The id was already used for a different booking (a retry after the visitor changed the form). */
const DUPLICATE_ID_MESSAGE = "duplicate_id";
const EXCLUSION_VIOLATION = "23P01";
const RATE_LIMITED_CODE = "PT429";
const BAD_REQUEST_CODE = "PT400";
const SLOT_IN_PAST_MESSAGE = "slot_in_past";
/** Inside the minimum notice (docs/decisions.md D57). */
const SLOT_TOO_SOON_MESSAGE = "slot_too_soon";
/** A holiday or company closure (PT409, the reason in the hint). */
const DAY_CLOSED_MESSAGE = "day_closed";
/** SQLSTATE classes for bad data (22) and violated constraints (23). */
const INVALID_INPUT_CLASSES = ["22", "23"];

function failure(
  kind: BookingFailureKind,
  message: string,
  refreshSlots = false,
  reuseId = false,
): BookingFailure {
  return { kind, message, refreshSlots, reuseId };
}

/**
 * What the visitor sees for a refused insert (docs/product.md §8, §10.3): a taken, passed, too soon or closed
 * slot refreshes availability (a closed day is named), rate limits say "try later", bad input asks to check the form, a lost connection
 * may be retried with the same id, and anything else shows the backend's message or the spec's fallback.
 */
export function classifyInsertError(error: InsertErrorLike, status: number): BookingFailure {
  const code = error.code ?? "";
  const rawMessage = (error.message ?? "").trim();

  if (status === NETWORK_STATUS) {
    return failure("network", messages.networkError, false, true);
  }
  if (
    code === EXCLUSION_VIOLATION ||
    (code === SLOT_TAKEN_CODE && rawMessage === SLOT_TAKEN_MESSAGE)
  ) {
    return failure("slot-taken", messages.slotTaken, true);
  }
  if (code === SLOT_TAKEN_CODE && rawMessage === DAY_CLOSED_MESSAGE) {
    const reason = (error.hint ?? "").trim();
    return failure(
      "day-closed",
      reason === "" ? messages.invalidSlot : messages.dayClosed(reason),
      true,
    );
  }
  if (code === SLOT_TAKEN_CODE && rawMessage === DUPLICATE_ID_MESSAGE) {
    return failure("rejected", messages.insertFailedFallback);
  }
  if (code === BAD_REQUEST_CODE && rawMessage === SLOT_IN_PAST_MESSAGE) {
    return failure("slot-unavailable", messages.invalidSlot, true);
  }
  if (code === BAD_REQUEST_CODE && rawMessage === SLOT_TOO_SOON_MESSAGE) {
    return failure("slot-unavailable", messages.tooSoon, true);
  }
  if (code === RATE_LIMITED_CODE || status === HTTP_TOO_MANY_REQUESTS) {
    return failure("rate-limited", messages.rateLimited);
  }
  if (
    INVALID_INPUT_CLASSES.some((sqlClass) => code.startsWith(sqlClass)) ||
    code === BAD_REQUEST_CODE ||
    (status === HTTP_BAD_REQUEST && code === "")
  ) {
    return failure("invalid", messages.invalid);
  }
  if (status === HTTP_CONFLICT && code === "") {
    return failure("slot-taken", messages.slotTaken, true);
  }
  return failure("rejected", rawMessage === "" ? messages.insertFailedFallback : rawMessage);
}

/**
 * With CAPTCHA on, the booking is stored but its e-mails wait for a valid token: the spec's generic failure,
 * and the next attempt reuses the id (the insert is a no-op) with a fresh token.
 */
export function captchaRefusedFailure(): BookingFailure {
  return failure("rejected", messages.insertFailedFallback, false, true);
}

/** The toast for an exception thrown while submitting (docs/product.md §8). */
export function thrownErrorMessage(error: unknown): string {
  return error instanceof Error ? messages.unexpectedError : messages.unknownError;
}
