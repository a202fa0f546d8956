import { BUSINESS_TIME_ZONE, BUSINESS_UTC_OFFSET } from "./business-hours.ts";

/** The one locale every date and time is written in: English as used in the Philippines. */
const DATE_LOCALE = "en-PH";

/**
 * How much of a moment to show:
 * - `dateTime` "Tue, Dec 8, 2026, 9:00 AM" (lists and details),
 * - `longDateTime` "Tuesday, December 8, 2026 at 9:00 AM" (what a visitor reads, pages and e-mails),
 * - `weekdayTime` "Tue 9:00 AM", `time` "9:00 AM",
 * - `longDay` "Tuesday, December 8", `longDate` "Tuesday, December 8, 2026" (lists that span years) and
 *   `shortDay` "Dec 8, 2026" (calendar days),
 * - `monthYear` "December 2026", `monthDay` "Dec 8" (a chart's axis).
 */
const manilaTimeStyles = {
  dateTime: {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  },
  longDateTime: {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  },
  weekdayTime: { weekday: "short", hour: "numeric", minute: "2-digit" },
  time: { hour: "numeric", minute: "2-digit" },
  longDay: { weekday: "long", day: "numeric", month: "long" },
  longDate: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  shortDay: { day: "numeric", month: "short", year: "numeric" },
  monthYear: { month: "long", year: "numeric" },
  monthDay: { month: "short", day: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type ManilaTimeStyle = keyof typeof manilaTimeStyles;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(
  style: ManilaTimeStyle,
  timeZone: string,
  zoneName: boolean,
): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}|${zoneName}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(DATE_LOCALE, {
      ...manilaTimeStyles[style],
      timeZone,
      ...(zoneName ? { timeZoneName: "short" } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

const CALENDAR_DATE_PREFIX = /^([+-]?\d{4,6})-(\d{2})-(\d{2})/;

/**
 * A stored or sent moment as a real instant, or null when it is none: not parseable ("infinity",
 * "2026-13-45T25:61:61Z"), outside the range a Date holds, or a calendar date that does not exist ("2026-02-30",
 * which a Date would silently read as March 2). Callers that show moments check here first, so one bad value
 * never throws.
 */
export function toInstant(value: Date | string): Date | null {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) {
    return null;
  }
  const date = typeof value === "string" ? CALENDAR_DATE_PREFIX.exec(value.trim()) : null;
  if (date !== null) {
    const [, year, month, day] = date;
    const calendarDay = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    if (
      calendarDay.getUTCMonth() !== Number(month) - 1 ||
      calendarDay.getUTCDate() !== Number(day)
    ) {
      return null;
    }
  }
  return instant;
}

/** A moment as Manila business time, without the zone label (callers add "PHT" where they need it). */
export function formatManilaTime(
  instant: Date | string,
  style: ManilaTimeStyle = "dateTime",
): string {
  return formatter(style, BUSINESS_TIME_ZONE, false).format(new Date(instant));
}

/**
 * The same moment on another clock (the viewer's), in the same words; `withZoneName` appends the zone's short
 * name ("GMT+4").
 */
export function formatTimeIn(
  instant: Date | string,
  timeZone: string,
  style: ManilaTimeStyle = "dateTime",
  withZoneName = false,
): string {
  return formatter(style, timeZone, withZoneName).format(new Date(instant));
}

/** Noon of a Manila calendar day ("yyyy-MM-dd"): a moment that is that day in Manila on any clock's reading. */
function manilaNoon(dateKey: string): Date {
  return new Date(`${dateKey}T12:00:00${BUSINESS_UTC_OFFSET}`);
}

/** A Manila calendar day ("yyyy-MM-dd") in words: `longDay`, `longDate`, `shortDay` or `monthDay`. */
export function formatManilaDay(
  dateKey: string,
  style: "longDay" | "longDate" | "shortDay" | "monthDay" = "longDay",
): string {
  return formatManilaTime(manilaNoon(dateKey), style);
}

/** A calendar day as "yyyy-MM-dd". */
export type DateKey = string;
/** A wall-clock time as "HH:mm" (24-hour). */
export type TimeKey = string;

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** One calendar day in milliseconds (Manila keeps no daylight saving time, so every Manila day is this long). */
export const DAY_MS = 24 * HOUR_MS;
const DATE_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_KEY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE_LENGTH = "yyyy-MM-dd".length;
const ISO_TIME_START = "yyyy-MM-ddT".length;

/** Manila's fixed offset from UTC in milliseconds, read from BUSINESS_UTC_OFFSET ("+08:00"). */
const MANILA_OFFSET_MS = (() => {
  const [hours = "0", minutes = "0"] = BUSINESS_UTC_OFFSET.slice(1).split(":");
  const sign = BUSINESS_UTC_OFFSET.startsWith("-") ? -1 : 1;
  return sign * (Number(hours) * 60 + Number(minutes)) * MINUTE_MS;
})();

/** Whether `dateKey` is a real calendar day written "yyyy-MM-dd". */
export function isValidDateKey(dateKey: string): boolean {
  if (!DATE_KEY_PATTERN.test(dateKey)) {
    return false;
  }
  const day = new Date(`${dateKey}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, ISO_DATE_LENGTH) === dateKey;
}

/** The instant of a Manila wall-clock date and time. Throws a RangeError when either is not valid. */
export function manilaDateTime(dateKey: DateKey, time: TimeKey): Date {
  if (!isValidDateKey(dateKey) || !TIME_KEY_PATTERN.test(time)) {
    throw new RangeError(`Not a valid date and time: ${dateKey} ${time}`);
  }
  return new Date(`${dateKey}T${time}:00${BUSINESS_UTC_OFFSET}`);
}

/**
 * `scheduled_at` for the appointments table: the Manila wall-clock time with its fixed offset (docs/product.md
 * §10.1), e.g. "2026-11-23T09:00:00+08:00". Throws a RangeError when the day or time is not valid.
 */
export function toScheduledAt(dateKey: DateKey, time: TimeKey): string {
  manilaDateTime(dateKey, time);
  return `${dateKey}T${time}:00${BUSINESS_UTC_OFFSET}`;
}

/** The instant as Manila's wall clock, written in UTC fields ("yyyy-MM-ddTHH:mm..."). */
function manilaWallClock(instant: Date): string {
  return new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString();
}

/** The Manila calendar day an instant falls on. */
export function manilaDateKey(instant: Date): DateKey {
  return manilaWallClock(instant).slice(0, ISO_DATE_LENGTH);
}

/** The Manila wall-clock time of an instant, "HH:mm". */
export function manilaTimeKey(instant: Date): TimeKey {
  return manilaWallClock(instant).slice(ISO_TIME_START, ISO_TIME_START + "HH:mm".length);
}

/** The ISO weekday (Monday = 1 ... Sunday = 7) of a calendar day. */
export function isoWeekday(dateKey: DateKey): number {
  const SUNDAY = 0;
  const day = new Date(`${dateKey}T00:00:00Z`).getUTCDay();
  return day === SUNDAY ? 7 : day;
}

/** The calendar day `days` after (or before, when negative) `dateKey`. */
export function addDaysToKey(dateKey: DateKey, days: number): DateKey {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, ISO_DATE_LENGTH);
}

/** Whole days from one calendar day to another (negative when `to` is before `from`). */
export function daysBetweenKeys(from: DateKey, to: DateKey): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

/** A Manila calendar day's start as an ISO instant, `plusDays` later (an inclusive end is the next day's start). */
export function manilaDayStart(dateKey: DateKey, plusDays = 0): string {
  return new Date(
    new Date(`${dateKey}T00:00:00${BUSINESS_UTC_OFFSET}`).getTime() + plusDays * DAY_MS,
  ).toISOString();
}

/** The viewer's IANA time zone as the browser reports it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/** "yyyy-MM-dd HH:mm" of an instant on a zone's clock. */
function clockIn(instant: Date, timeZone: string): string {
  let clock = zoneClocks.get(timeZone);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    zoneClocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(
    clock.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export type SlotTimeDisplay = {
  /** "9:00 AM", Manila time. */
  manila: string;
  /** The same instant on the visitor's clock, "5:00 AM"; prefixed with the weekday when the day differs. */
  local: string;
  /** False when the visitor's clock shows the same date and time as Manila's. */
  localDiffers: boolean;
  localDayDiffers: boolean;
};

/** Shows a Manila time together with the visitor's equivalent (docs/product.md §10.1). */
export function describeSlotTime(
  instant: Date,
  timeZone: string = visitorTimeZone(),
): SlotTimeDisplay {
  const manilaClock = `${manilaDateKey(instant)} ${manilaTimeKey(instant)}`;
  const localClock = clockIn(instant, timeZone);
  const localDayDiffers =
    manilaClock.slice(0, ISO_DATE_LENGTH) !== localClock.slice(0, ISO_DATE_LENGTH);
  return {
    manila: formatManilaTime(instant, "time"),
    local: formatTimeIn(instant, timeZone, localDayDiffers ? "weekdayTime" : "time"),
    localDiffers: manilaClock !== localClock,
    localDayDiffers,
  };
}
