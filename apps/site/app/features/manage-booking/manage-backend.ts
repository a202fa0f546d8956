import type {
  VISITOR_CANCEL_BOOKING_RPC,
  VISITOR_GET_BOOKING_RPC,
  VISITOR_RESCHEDULE_BOOKING_RPC,
} from "@innovatehub/content";
import type { narrowBooking } from "@innovatehub/domain";
import type { BUSY_RANGES_RPC } from "../booking/booking-backend";

type ErrorLike = { code?: string | null; message?: string | null };
type Answer<Data> = PromiseLike<{ data: Data | null; error: ErrorLike | null }>;

/** The booking as the database returns it (text columns); the page narrows it with `narrowBooking`. */
type StoredManagedBooking = {
  scheduled_at: string;
  ends_at: string;
  duration: string;
  meeting_type: string;
  status: string;
  change_deadline: string;
  /** The video room, once the meeting is confirmed. */
  meeting_url: string | null;
  /** The last digits of the number the team calls (a phone call with a number). */
  phone_last_digits: string | null;
};

/** The booking as the page works with it: status, duration and meeting type as the domain's unions. */
export type ManagedBooking = ReturnType<typeof narrowBooking<StoredManagedBooking>>;

/** The RPCs the manage page calls. The site's Supabase client satisfies it; tests pass a stand-in. */
export type ManageBackend = {
  rpc(
    name: typeof VISITOR_GET_BOOKING_RPC,
    args: { p_token: string },
  ): Answer<StoredManagedBooking[]>;
  rpc(name: typeof VISITOR_CANCEL_BOOKING_RPC, args: { p_token: string }): Answer<unknown>;
  rpc(
    name: typeof VISITOR_RESCHEDULE_BOOKING_RPC,
    args: { p_token: string; p_scheduled_at: string },
  ): Answer<string>;
  rpc(
    name: typeof BUSY_RANGES_RPC,
    args: { p_from: string; p_to: string },
  ): Answer<{ starts_at: string; ends_at: string }[]>;
};

/** A refused call, with the database's reason ("invalid_token", "too_late", ...). */
export class ManageError extends Error {
  override name = "ManageError";
  constructor(readonly reason: string) {
    super(reason);
  }
}

export function unwrap<Data>(answer: { data: Data | null; error: ErrorLike | null }): Data | null {
  if (answer.error) {
    throw new ManageError(answer.error.message ?? answer.error.code ?? "unknown");
  }
  return answer.data;
}
