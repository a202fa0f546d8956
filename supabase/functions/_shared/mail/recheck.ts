import { BOOKING_REMINDER_TEMPLATE } from "../domain/index.ts";
import type { MailJob } from "./job.ts";

/** Why a claimed job no longer fits its booking (a code for the job row and the logs), or null to send it. */
export type StaleReason =
  "booking_missing" | "booking_changed" | "booking_not_confirmed" | "meeting_started";

/**
 * The worker's check at send time. The database already replaces or removes a booking's reminders whenever it
 * changes; this catches a change that raced the claim, so a reminder never goes out for a meeting that moved,
 * was cancelled or has begun. Only reminders are checked: every other e-mail describes a change that happened.
 */
export function staleReason(job: MailJob, now: Date): StaleReason | null {
  if (job.template !== BOOKING_REMINDER_TEMPLATE) {
    return null;
  }
  const booking = job.appointment;
  if (booking === null) {
    return "booking_missing";
  }
  if (job.appointment_revision !== booking.revision) {
    return "booking_changed";
  }
  if (booking.status !== "confirmed") {
    return "booking_not_confirmed";
  }
  return now.getTime() >= Date.parse(booking.scheduled_at) ? "meeting_started" : null;
}
