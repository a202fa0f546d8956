import { PROCESS_APPOINTMENT_FUNCTION, APPOINTMENTS_TABLE } from "@innovatehub/content";
import type { AppointmentInsert } from "@innovatehub/forms/booking";
import type { BookingBackend } from "./booking-backend";
import { classifyInsertError, type BookingFailure } from "./booking-errors";

export type BookingSubmitResult = { ok: true } | { ok: false; failure: BookingFailure };

/** Console labels; never with the visitor's name, e-mail, phone or notes. */
const BOOKING_LOG = {
  insertFailed: "Booking insert failed",
  processFailed: "process-appointment failed; the booking is stored and will be processed later",
} as const;

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/**
 * docs/product.md §7: insert one row into `appointments` (browser-made id, return=minimal: anon may not read
 * it back), then invoke `process-appointment` with the id. The function's failure is only logged.
 */
export async function submitBooking(
  client: BookingBackend,
  row: AppointmentInsert,
): Promise<BookingSubmitResult> {
  const { error, status } = await client.from(APPOINTMENTS_TABLE).insert(row);
  if (error) {
    const failure = classifyInsertError(error, status);
    console.error(BOOKING_LOG.insertFailed, { kind: failure.kind, code: error.code, status });
    return { ok: false, failure };
  }

  try {
    const { error: invokeError } = await client.functions.invoke(PROCESS_APPOINTMENT_FUNCTION, {
      body: { appointmentId: row.id },
    });
    if (invokeError) {
      console.error(BOOKING_LOG.processFailed, { error: errorName(invokeError) });
    }
  } catch (thrown) {
    console.error(BOOKING_LOG.processFailed, { error: errorName(thrown) });
  }
  return { ok: true };
}
