// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
import type { Actor } from "./leads.ts";

/** The statuses of a booking (an `appointments` row), in lifecycle order; spam is a close of its own (spam.ts). */
export const bookingStatuses = [
  "pending",
  "confirmed",
  "declined",
  "cancelled",
  "completed",
  "no_show",
  "spam",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Every booking starts pending; the browser may insert nothing else. */
export const BOOKING_INITIAL_STATUS = "pending" satisfies BookingStatus;

type Transitions<Status extends string> = Readonly<Record<Status, readonly Status[]>>;

/**
 * The status moves each actor may make, from each status. Declined and cancelled free the slot; completed and
 * no-show are the outcomes of a confirmed meeting. The database refuses every other move.
 */
export const bookingTransitions = {
  staff: {
    pending: ["confirmed", "declined", "cancelled"],
    confirmed: ["completed", "no_show", "cancelled"],
    declined: [],
    cancelled: [],
    completed: [],
    no_show: [],
    spam: [],
  },
  visitor: {
    pending: ["cancelled"],
    confirmed: ["cancelled"],
    declined: [],
    cancelled: [],
    completed: [],
    no_show: [],
    spam: [],
  },
} as const satisfies Readonly<Record<Actor, Transitions<BookingStatus>>>;

/**
 * The outcomes of a meeting: recorded once it has started, never before (the database refuses an early one with
 * PT409 meeting_not_started).
 */
const bookingOutcomeStatuses = ["completed", "no_show"] as const satisfies readonly BookingStatus[];

export function isBookingOutcome(status: BookingStatus): boolean {
  return (bookingOutcomeStatuses as readonly BookingStatus[]).includes(status);
}

/** Whether a meeting starting at `startsAt` may have its outcome recorded at `now`. */
export function hasMeetingStarted(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime();
}

export function canMoveBooking(actor: Actor, from: BookingStatus, to: BookingStatus): boolean {
  return (bookingTransitions[actor][from] as readonly BookingStatus[]).includes(to);
}

/** The statuses staff may move a booking to from `from`. */
export function bookingMovesFor(actor: Actor, from: BookingStatus): readonly BookingStatus[] {
  return bookingTransitions[actor][from];
}

/**
 * Moving a booking into one of these statuses e-mails the visitor (and bumps the invite's sequence); completed and
 * no-show are internal outcomes the visitor is not told about. A reschedule always e-mails the visitor.
 */
const visitorNotifiedBookingStatuses = [
  "confirmed",
  "declined",
  "cancelled",
] as const satisfies readonly BookingStatus[];

export function bookingMoveNotifiesVisitor(to: BookingStatus): boolean {
  return (visitorNotifiedBookingStatuses as readonly BookingStatus[]).includes(to);
}

/** Bookings in these statuses hold their slot and may still be rescheduled (by staff, or by the visitor in time). */
const liveBookingStatuses = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];

export function isLiveBooking(status: BookingStatus): boolean {
  return (liveBookingStatuses as readonly BookingStatus[]).includes(status);
}

/** Bookings in these statuses free their slot: another visitor may book it. */
export const slotFreeingBookingStatuses = [
  "declined",
  "cancelled",
  "spam",
] as const satisfies readonly BookingStatus[];

/** How a meeting is held. */
export const meetingTypes = ["call", "video"] as const;
export type MeetingType = (typeof meetingTypes)[number];
export const DEFAULT_MEETING_TYPE = "video" satisfies MeetingType;

/** A meeting's length, as stored, and its minutes. */
export const meetingDurationMinutes = { "30min": 30, "60min": 60 } as const;
export type MeetingDuration = keyof typeof meetingDurationMinutes;
export const meetingDurations = Object.keys(meetingDurationMinutes) as [
  MeetingDuration,
  ...MeetingDuration[],
];
export const DEFAULT_MEETING_DURATION = "30min" satisfies MeetingDuration;

/**
 * Minutes before a confirmed meeting at which the visitor is reminded by e-mail, earliest first. A reminder whose
 * time has already come when the meeting is confirmed is skipped, never sent late. The database mirrors this in
 * private.booking_reminder_offsets_minutes (contract test in tooling/local-backend).
 */
export const BOOKING_REMINDER_OFFSETS_MINUTES = [24 * 60, 60] as const;

/**
 * A meeting needs an outcome (completed or no-show) once it was confirmed and its end has passed; the database's
 * staff_bookings_needing_outcome lists the same bookings.
 */
export function bookingNeedsOutcome(
  booking: { status: BookingStatus; ends_at: string },
  nowMs: number,
): boolean {
  return booking.status === "confirmed" && Date.parse(booking.ends_at) <= nowMs;
}
