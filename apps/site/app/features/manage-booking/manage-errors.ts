import { manageBookingPage } from "@innovatehub/content";
import { ManageError } from "./manage-backend";

const { errors } = manageBookingPage;

const MESSAGES: Readonly<Record<string, string>> = {
  invalid_token: errors.invalidToken,
  too_late: errors.tooLate,
  not_changeable: errors.notChangeable,
  slot_taken: errors.slotTaken,
  slot_in_past: errors.slotTaken,
};

/** What the visitor reads for a refused or failed call. */
export function manageErrorMessage(error: unknown): string {
  if (error instanceof ManageError) {
    return MESSAGES[error.reason] ?? errors.unavailable;
  }
  return errors.unavailable;
}
