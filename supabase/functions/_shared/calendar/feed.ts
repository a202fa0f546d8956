import { buildFeed, type FeedEvent } from "../ics.ts";
import {
  COMPANY_NAME,
  inviteUid,
  inviteWhere,
  MEETING_ALARM_MINUTES,
  optionalLine,
  teamJoinLine,
} from "../mail/format.ts";

/** One booking as public.calendar_feed_bookings returns it (timestamps as ISO strings). */
export interface FeedBooking {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: string;
  scheduled_at: string;
  ends_at: string;
  duration: string;
  meeting_type: string;
  meeting_url: string | null;
  status: string;
  revision: number;
  updated_at: string;
}

export const FEED_NAME = `${COMPANY_NAME} meetings`;

function feedEvent(booking: FeedBooking): FeedEvent {
  const joinLine = teamJoinLine(booking);
  const pending = booking.status === "pending";
  return {
    uid: inviteUid(booking),
    status: pending ? "TENTATIVE" : "CONFIRMED",
    sequence: booking.revision,
    startsAt: new Date(booking.scheduled_at),
    endsAt: new Date(booking.ends_at),
    createdAt: new Date(booking.updated_at),
    summary: `${pending ? "Pending: " : ""}${booking.topic} with ${booking.name}`,
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
