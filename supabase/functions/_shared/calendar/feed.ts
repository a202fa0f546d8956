import { buildFeed, type FeedEvent } from "../ics.ts";
import {
  COMPANY_NAME,
  DURATION_LABELS,
  inviteUid,
  inviteWhere,
  label,
  MEETING_ALARM_MINUTES,
  MEETING_TYPE_LABELS,
  teamJoinLine,
} from "../mail/format.ts";
import { calendarStatus, type FeedBooking } from "../rows.ts";

export const FEED_NAME = `${COMPANY_NAME} meetings`;
/** The console's booking page (apps/console/src/console-paths.ts: `/bookings/:id`). */
const CONSOLE_BOOKING_PATH = "/bookings";

/** The booking's page in the staff console, where everything else about the lead is read (at aal2). */
function consoleBookingLink(consoleUrl: string, id: string): string {
  return `${consoleUrl}${CONSOLE_BOOKING_PATH}/${encodeURIComponent(id)}`;
}

/**
 * One meeting as the calendar service that fetches the feed stores it: title, time, kind, how to join (the number
 * only for a phone call) and a link to the lead in the console. No e-mail, company or notes (the database does not
 * even return them).
 */
function feedEvent(booking: FeedBooking, consoleUrl: string): FeedEvent {
  const joinLine = teamJoinLine({ ...booking, phone: booking.call_phone });
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
      `${label(MEETING_TYPE_LABELS, booking.meeting_type)}, ${label(DURATION_LABELS, booking.duration)}`,
      `In the console: ${consoleBookingLink(consoleUrl, booking.id)}`,
    ].join("\n"),
    ...inviteWhere(booking, joinLine),
    alarmMinutesBefore: MEETING_ALARM_MINUTES,
  };
}

/** The staff member's subscribed calendar: every listed booking, with its room or number, a link and an alarm. */
export function renderFeed(bookings: readonly FeedBooking[], consoleUrl: string): string {
  return buildFeed(FEED_NAME, bookings.map((booking) => feedEvent(booking, consoleUrl)));
}
