// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
import type { MeetingDuration } from "./bookings.ts";
import { meetingDurationMinutes } from "./bookings.ts";

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
/**
 * The minimum notice: a visitor's booking (or move) starts more than this many minutes from now, and visitors may
 * cancel or reschedule up to this many minutes before the meeting starts. Staff keep no notice (only the past).
 */
export const VISITOR_CHANGE_NOTICE_MINUTES = 120;
