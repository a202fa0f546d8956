import {
  bookingMovesFor,
  hasMeetingStarted,
  isBookingOutcome,
  type BookingStatus,
} from "@innovatehub/domain";
import type { BookingTarget } from "../data/bookings/booking-status-mutation";

const isTarget = (status: BookingStatus): status is BookingTarget => status !== "pending";

/**
 * The status moves the console offers on a booking at `now`: the domain's moves for staff, without the outcomes
 * (completed, no-show) before the meeting's start, which the database would refuse.
 */
export function offeredBookingMoves(
  booking: { status: BookingStatus; scheduled_at: string },
  now: Date,
): { targets: BookingTarget[]; outcomesWaitForStart: boolean } {
  const moves = bookingMovesFor("staff", booking.status).filter(isTarget);
  const started = hasMeetingStarted(new Date(booking.scheduled_at), now);
  return {
    targets: started ? moves : moves.filter((status) => !isBookingOutcome(status)),
    outcomesWaitForStart: !started && moves.some(isBookingOutcome),
  };
}
