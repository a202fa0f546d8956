import { BUSINESS_TIME_ZONE, BUSINESS_UTC_OFFSET } from "./schedule.ts";

/** The one locale every date and time is written in: English as used in the Philippines. */
const DATE_LOCALE = "en-PH";

/**
 * How much of a moment to show:
 * - `dateTime` "Tue, Dec 8, 2026, 9:00 AM" (lists and details),
 * - `longDateTime` "Tuesday, December 8, 2026 at 9:00 AM" (what a visitor reads, pages and e-mails),
 * - `weekdayTime` "Tue 9:00 AM", `time` "9:00 AM",
 * - `longDay` "Tuesday, December 8" and `shortDay` "Dec 8, 2026" (calendar days).
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
  shortDay: { day: "numeric", month: "short", year: "numeric" },
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

/** A Manila calendar day ("yyyy-MM-dd") in words: `longDay` or `shortDay`. */
export function formatManilaDay(
  dateKey: string,
  style: "longDay" | "shortDay" = "longDay",
): string {
  return formatManilaTime(manilaNoon(dateKey), style);
}
