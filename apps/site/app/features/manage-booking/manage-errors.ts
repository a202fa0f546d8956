import { manageBookingPage } from "@innovatehub/content/site";
import { ManageError } from "./manage-backend";

const { errors } = manageBookingPage;

const MESSAGES: Readonly<Record<string, string>> = {
  invalid_token: errors.invalidToken,
  too_late: errors.tooLate,
  not_changeable: errors.notChangeable,
  slot_taken: errors.slotTaken,
  slot_in_past: errors.slotTaken,
  slot_too_soon: errors.tooSoon,
  // Without the reason (never from our database): ask for another day and time.
  day_closed: errors.chooseTime,
  reschedule_limit: errors.rescheduleLimit,
  // The only limit a manage link meets: the mailbox's bookings and changes of the day.
  rate_limited: errors.dailyLimit,
};

const DAY_CLOSED = "day_closed";

/** What the visitor reads for a refused or failed call; a closed day is named by the database's hint. */
export function manageErrorMessage(error: unknown): string {
  if (error instanceof ManageError) {
    if (error.reason === DAY_CLOSED && error.hint !== null && error.hint.trim() !== "") {
      return errors.dayClosed(error.hint.trim());
    }
    return MESSAGES[error.reason] ?? errors.unavailable;
  }
  return errors.unavailable;
}
