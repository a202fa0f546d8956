import { buildFeed, type FeedEvent } from "../ics.ts";
import {
  COMPANY_NAME,
  inviteUid,
  inviteWhere,
  MEETING_ALARM_MINUTES,
  optionalLine,
  teamJoinLine,
} from "../mail/format.ts";
import { calendarStatus, type FeedBooking } from "../rows.ts";

export const FEED_NAME = `${COMPANY_NAME} meetings`;

function feedEvent(booking: FeedBooking): FeedEvent {
  const joinLine = teamJoinLine(booking);
  const status = calendarStatus(booking.status);
  return {
    uid: inviteUid(booking),
    status,
    sequence: booking.revision,
    startsAt: new Date(booking.scheduled_at),
    endsAt: new Date(booking.ends_at),
    createdAt: new Date(booking.updated_at),
    summary: `${status === "TENTATIVE" ? "Pending: " : ""}${booking.topic} with ${booking.name}`,
    description: [
      joinLine,
      `Name: ${booking.name}`,
      `E-mail: ${booking.email}`,
      ...optionalLine("Phone", booking.phone),
      ...optionalLine("Company", booking.company),
      `Booking id: ${booking.id}`,
    ].join("\n"),
    ...inviteWhere(booking, joinLine),
    alarmMinutesBefore: MEETING_ALARM_MINUTES,
  };
}

/** The staff member's subscribed calendar: every listed booking, with its room or number and an alarm. */
export function renderFeed(bookings: readonly FeedBooking[]): string {
  return buildFeed(FEED_NAME, bookings.map(feedEvent));
}
