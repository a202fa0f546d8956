import {
  BUSINESS_CLOSING_HOUR,
  EXCLUDED_SLOT_TIMES,
  formatManilaTime,
  BOOKING_HORIZON_DAYS,
  BUSINESS_OPENING_HOUR,
  VISITOR_CHANGE_NOTICE_MINUTES,
  meetingDurationMinutes,
  slotStepMinutes,
  type MeetingDuration,
} from "@innovatehub/domain";
import {
  addDays,
  addMinutes,
  areIntervalsOverlapping,
  eachMinuteOfInterval,
  format,
  isAfter,
  isBefore,
  isWeekend,
  parseISO,
  set,
  startOfDay,
} from "date-fns";
import {
  type DateKey,
  inManila,
  isValidDateKey,
  manilaDateTime,
  TIME_KEY_FORMAT,
  type TimeKey,
  toScheduledAt,
} from "./time";

/** A taken time range, as the availability RPC returns it (ISO strings with offsets) or as Dates. */
export type BusyRange = { start: string | Date; end: string | Date };

export type TimeSlot = {
  /** Manila wall-clock start, "HH:mm". */
  time: TimeKey;
  startsAt: Date;
  endsAt: Date;
  /** The value to store as `scheduled_at`. */
  scheduledAt: string;
  /** "9:00 AM". */
  label: string;
};

/** Closed Manila days (public holidays, company closures) and the reason shown for each, from get_closed_days. */
export type ClosedDays = ReadonlyMap<DateKey, string>;

/**
 * Whose rules apply: a visitor's start keeps the minimum notice; staff moving a booking keep none (only the past
 * is out), as in the database's assert_bookable_start.
 */
type SlotAudience = "visitor" | "staff";

export type SlotOptions = {
  /** Ranges already booked; overlapping slots are left out (touching ends do not overlap). */
  busy?: readonly BusyRange[];
  /**
   * Slots starting within the minimum notice after this instant (or before it), or more than the booking horizon
   * after it, are left out.
   */
  now?: Date;
  /** A closed day offers no slot. */
  closedDays?: ClosedDays;
  /** Default "visitor". */
  audience?: SlotAudience;
};

/** What deciding a day's slots needs besides the clock. */
export type DayOptions = Pick<SlotOptions, "closedDays" | "audience">;

const excludedSlots: ReadonlySet<string> = new Set(EXCLUDED_SLOT_TIMES);

function toDate(value: string | Date): Date {
  return typeof value === "string" ? parseISO(value) : value;
}

/**
 * The start times offered on a Manila business day (docs/product.md §9, docs/product.md §10.1):
 * from 09:00, every step, while the slot starts before 17:00; never 10:00 or 14:30; minus busy ranges
 * and times inside the minimum notice. An invalid or closed day gives no slots.
 */
export function buildTimeSlots(
  dateKey: DateKey,
  duration: MeetingDuration,
  options: SlotOptions = {},
): TimeSlot[] {
  const { busy = [], now, closedDays, audience = "visitor" } = options;
  const earliest =
    now === undefined || audience === "staff"
      ? now
      : addMinutes(now, VISITOR_CHANGE_NOTICE_MINUTES);
  if (!isValidDateKey(dateKey) || closedDays?.has(dateKey) === true) {
    return [];
  }
  const dayStart = manilaDateTime(dateKey, "00:00");
  const first = set(dayStart, { hours: BUSINESS_OPENING_HOUR }, { in: inManila });
  const close = set(dayStart, { hours: BUSINESS_CLOSING_HOUR }, { in: inManila });
  const lengthMinutes = meetingDurationMinutes[duration];
  const busyIntervals = busy.map((range) => ({
    start: toDate(range.start),
    end: toDate(range.end),
  }));

  return eachMinuteOfInterval(
    { start: first, end: close },
    { step: slotStepMinutes(duration), in: inManila },
  )
    .filter((startsAt) => isBefore(startsAt, close))
    .map((startsAt) => ({ startsAt, time: format(startsAt, TIME_KEY_FORMAT, { in: inManila }) }))
    .filter(({ time }) => !excludedSlots.has(time))
    .filter(
      ({ startsAt }) =>
        now === undefined ||
        earliest === undefined ||
        (isAfter(startsAt, earliest) && !isAfter(startsAt, addDays(now, BOOKING_HORIZON_DAYS))),
    )
    .map(({ startsAt, time }) => ({ startsAt, time, endsAt: addMinutes(startsAt, lengthMinutes) }))
    .filter(({ startsAt, endsAt }) =>
      busyIntervals.every(
        (interval) => !areIntervalsOverlapping({ start: startsAt, end: endsAt }, interval),
      ),
    )
    .map(({ startsAt, endsAt, time }) => ({
      time,
      // Plain Dates for callers: a TZDate would print itself with the Manila offset.
      startsAt: new Date(startsAt.getTime()),
      endsAt: new Date(endsAt.getTime()),
      scheduledAt: toScheduledAt(dateKey, time),
      label: formatManilaTime(startsAt, "time"),
    }));
}

/** Whether `time` is one of the start times the rules allow on that day (ignoring busy ranges and the clock). */
export function isOfferedSlot(dateKey: DateKey, time: TimeKey, duration: MeetingDuration): boolean {
  return buildTimeSlots(dateKey, duration).some((slot) => slot.time === time);
}

/**
 * Whether a Manila calendar day can be booked (docs/product.md §10.4): a weekday, not closed, not before
 * today in Manila, and with at least one slot still offered after `now`.
 */
export function isBookableDay(
  dateKey: DateKey,
  now: Date = new Date(),
  dayOptions: DayOptions = {},
): boolean {
  if (!isValidDateKey(dateKey)) {
    return false;
  }
  const day = manilaDateTime(dateKey, "00:00");
  if (isWeekend(day, { in: inManila })) {
    return false;
  }
  if (isBefore(day, startOfDay(now, { in: inManila }))) {
    return false;
  }
  return buildTimeSlots(dateKey, "30min", { now, ...dayOptions }).length > 0;
}
