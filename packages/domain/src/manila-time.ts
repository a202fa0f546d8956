import { BUSINESS_TIME_ZONE, BUSINESS_UTC_OFFSET } from "./schedule.ts";

/** The one locale every date and time is written in: English as used in the Philippines. */
const DATE_LOCALE = "en-PH";

/**
 * How much of a moment to show:
 * - `dateTime` "Tue, Dec 8, 2026, 9:00 AM" (lists and details),
 * - `longDateTime` "Tuesday, December 8, 2026 at 9:00 AM" (what a visitor reads, pages and e-mails),
 * - `weekdayTime` "Tue 9:00 AM", `time` "9:00 AM",
 * - `longDay` "Tuesday, December 8", `longDate` "Tuesday, December 8, 2026" (lists that span years) and
 *   `shortDay` "Dec 8, 2026" (calendar days),
 * - `monthYear` "December 2026".
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
    if (calendarDay.getUTCMonth() !== Number(month) - 1 || calendarDay.getUTCDate() !== Number(day)) {
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

/** A Manila calendar day ("yyyy-MM-dd") in words: `longDay`, `longDate` or `shortDay`. */
export function formatManilaDay(
  dateKey: string,
  style: "longDay" | "longDate" | "shortDay" = "longDay",
): string {
  return formatManilaTime(manilaNoon(dateKey), style);
}
