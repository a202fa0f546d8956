// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
import type { MeetingDuration } from "./bookings.ts";
import { meetingDurationMinutes } from "./bookings.ts";

/* Business time (docs/product.md §10.1): every booking is made, stored and shown in Manila time. */
export const BUSINESS_TIME_ZONE = "Asia/Manila";
/** What we print after a Manila time. */
export const BUSINESS_TIME_ZONE_LABEL = "PHT";
/** Manila has no daylight saving time, so its offset is fixed. */
export const BUSINESS_UTC_OFFSET = "+08:00";

/** Meetings happen Monday to Friday (ISO weekday numbers, Monday = 1). */
export const BUSINESS_WEEKDAYS = [1, 2, 3, 4, 5] as const;
/** The first slot starts at this hour; every meeting ends by the closing hour. */
export const BUSINESS_OPENING_HOUR = 9;
export const BUSINESS_CLOSING_HOUR = 17;

/**
 * The slot grid: starts on the opening hour and every step after it, a step being the meeting's own length (30
 * minutes for a 30-minute meeting, hourly for a 60-minute one). These starts are never offered.
 */
export function slotStepMinutes(duration: MeetingDuration): number {
  return meetingDurationMinutes[duration];
}
export const EXCLUDED_SLOT_TIMES = ["10:00", "14:30"] as const;

/** A visitor may book at most this many days ahead. */
export const BOOKING_HORIZON_DAYS = 60;
/** Visitors may cancel or reschedule up to this many minutes before the meeting starts (staff always may). */
export const VISITOR_CHANGE_NOTICE_MINUTES = 120;
