import { consoleMeetingsCopy } from "@innovatehub/content/console";
import type { BookingRow } from "../data/bookings/booking-query";

const copy = consoleMeetingsCopy.join;

/** The video room (made at confirmation), or whom the team calls at which number. */
export function JoinDetails({ booking }: { booking: BookingRow }) {
  if (booking.meeting_type !== "video") {
    return <>{copy.phoneCall(booking.phone)}</>;
  }
  if (booking.meeting_url === null) {
    return <>{copy.videoPending}</>;
  }
  return (
    <a
      className="break-all text-primary underline underline-offset-4"
      href={booking.meeting_url}
      target="_blank"
      rel="noreferrer"
    >
      {booking.meeting_url}
    </a>
  );
}
