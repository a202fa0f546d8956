import {
  HOUR_MS,
  MINUTE_MS,
  BOOKING_HORIZON_DAYS,
  BUSINESS_CLOSING_HOUR,
  BUSINESS_OPENING_HOUR,
  BUSINESS_WEEKDAYS,
  DAY_MS,
  EXCLUDED_SLOT_TIMES,
  formatManilaTime,
  isoWeekday,
  isValidDateKey,
  manilaDateKey,
  manilaDateTime,
  manilaTimeKey,
  meetingDurationMinutes,
  slotStepMinutes,
  toScheduledAt,
  VISITOR_CHANGE_NOTICE_MINUTES,
  type DateKey,
  type MeetingDuration,
  type TimeKey,
} from "@innovatehub/domain";

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
  /** The booking staff are moving: its own range is not busy, and its current start is not a move. */
  moving?: MovingBooking;
};

/** A booking being moved, as stored. */
type MovingBooking = { scheduledAt: string; endsAt: string };

/** What deciding a day's slots needs besides the clock. */
export type DayOptions = Pick<SlotOptions, "closedDays" | "audience">;

const excludedSlots: ReadonlySet<string> = new Set(EXCLUDED_SLOT_TIMES);
const businessWeekdays: ReadonlySet<number> = new Set(BUSINESS_WEEKDAYS);

const toMs = (value: string | Date) => new Date(value).getTime();

/** The busy ranges minus the booking being moved (its own range does not block it). */
function othersThan(busy: readonly BusyRange[], moving: MovingBooking | undefined) {
  return busy
    .map((range) => ({ start: toMs(range.start), end: toMs(range.end) }))
    .filter(
      (range) =>
        moving === undefined ||
        range.start !== toMs(moving.scheduledAt) ||
        range.end !== toMs(moving.endsAt),
    );
}

/**
 * The start times offered on a Manila business day (docs/product.md §9, docs/product.md §10.1):
 * from 09:00, every step, while the slot starts before 17:00; never 10:00 or 14:30; minus busy ranges
 * and times inside the minimum notice. An invalid or closed day gives no slots. A booking being moved is
 * not offered its own time, and its own range does not block it.
 */
export function buildTimeSlots(
  dateKey: DateKey,
  duration: MeetingDuration,
  options: SlotOptions = {},
): TimeSlot[] {
  const { busy = [], now, closedDays, audience = "visitor", moving } = options;
  if (!isValidDateKey(dateKey) || closedDays?.has(dateKey) === true) {
    return [];
  }
  const noticeMs = audience === "staff" ? 0 : VISITOR_CHANGE_NOTICE_MINUTES * MINUTE_MS;
  const earliest = now === undefined ? undefined : now.getTime() + noticeMs;
  const latest = now === undefined ? undefined : now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS;
  const dayStart = manilaDateTime(dateKey, "00:00").getTime();
  const close = dayStart + BUSINESS_CLOSING_HOUR * HOUR_MS;
  const stepMs = slotStepMinutes(duration) * MINUTE_MS;
  const lengthMs = meetingDurationMinutes[duration] * MINUTE_MS;
  const taken = othersThan(busy, moving);
  const current = moving === undefined ? undefined : toMs(moving.scheduledAt);

  const slots: TimeSlot[] = [];
  for (let start = dayStart + BUSINESS_OPENING_HOUR * HOUR_MS; start < close; start += stepMs) {
    const startsAt = new Date(start);
    const time = manilaTimeKey(startsAt);
    const end = start + lengthMs;
    const outsideClock =
      earliest !== undefined && latest !== undefined && (start <= earliest || start > latest);
    // Touching ends do not overlap.
    const overlapsTaken = taken.some((range) => start < range.end && range.start < end);
    if (excludedSlots.has(time) || outsideClock || overlapsTaken || start === current) {
      continue;
    }
    slots.push({
      time,
      startsAt,
      endsAt: new Date(end),
      scheduledAt: toScheduledAt(dateKey, time),
      label: formatManilaTime(startsAt, "time"),
    });
  }
  return slots;
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
  if (!isValidDateKey(dateKey) || !businessWeekdays.has(isoWeekday(dateKey))) {
    return false;
  }
  if (dateKey < manilaDateKey(now)) {
    return false;
  }
  return buildTimeSlots(dateKey, "30min", { now, ...dayOptions }).length > 0;
}
