import type { FormResult } from "@innovatehub/forms/engine";
import type { AppointmentInsert } from "@innovatehub/forms/booking";
import { readFirstTouch } from "../../lib/first-touch";
import { processLead } from "../../lib/process-lead";
import { APPOINTMENTS_TABLE, type BookingBackend } from "../../lib/backend/site-backend";
import { captchaRefusedFailure, classifyInsertError, type BookingFailure } from "./booking-errors";

export type BookingSubmitResult = FormResult<void, BookingFailure>;

/** Console labels; never with the visitor's name, e-mail, phone or notes. */
const BOOKING_LOG = {
  insertFailed: "Booking insert failed",
  processFailed: "process-appointment failed; the booking is stored and will be processed later",
  captchaRefused: "process-appointment refused the CAPTCHA token; the booking waits for a new one",
} as const;

/**
 * docs/product.md §7: insert one row into `appointments` (browser-made id, return=minimal: anon may not read
 * it back) with the visit's first-touch source, then invoke `process-appointment` with the id. The function's failure is only logged, except with
 * CAPTCHA on (`captcha` given): a refused token fails the submission, and a retry with the same id and a new
 * token completes it.
 */
export async function submitBooking(
  client: BookingBackend,
  row: AppointmentInsert,
  captcha?: { token: string | null },
): Promise<BookingSubmitResult> {
  const { error, status } = await client
    .from(APPOINTMENTS_TABLE)
    .insert({ ...row, source: row.source ?? readFirstTouch() });
  if (error) {
    const failure = classifyInsertError(error, status);
    console.error(BOOKING_LOG.insertFailed, { kind: failure.kind, code: error.code, status });
    return { ok: false, failure };
  }

  const processing = await processLead(client, { appointmentId: row.id }, captcha);
  if (processing === "captcha-refused") {
    console.error(BOOKING_LOG.captchaRefused);
    return { ok: false, failure: captchaRefusedFailure() };
  }
  if (processing === "failed") {
    console.error(BOOKING_LOG.processFailed);
  }
  return { ok: true, data: undefined };
}
