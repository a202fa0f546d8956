import { consoleInvalidDate } from "@innovatehub/content/console";
import {
  BUSINESS_TIME_ZONE_LABEL,
  formatManilaDay as formatManilaCalendarDay,
  formatManilaTime,
  formatTimeIn,
  toInstant,
  type ManilaTimeStyle,
} from "@innovatehub/domain";

type Moment = Date | string;

/**
 * The one way the console writes a date or a time. A value that is not a real instant (a visitor can send
 * "2026-13-45T25:61:61Z" or "infinity" in a lead's source) reads as "Invalid date": formatting never throws, so
 * one bad stored value cannot take down a lead's page or an export.
 */
export function formatMoment(
  value: Moment,
  write: (instant: Date) => string = (instant) =>
    `${formatManilaTime(instant)} ${BUSINESS_TIME_ZONE_LABEL}`,
): string {
  const instant = toInstant(value);
  if (instant === null) {
    return consoleInvalidDate;
  }
  try {
    return write(instant);
  } catch {
    return consoleInvalidDate;
  }
}

/** A moment as Manila business time, e.g. "Mon, Dec 7, 2026, 9:00 AM PHT". */
export function formatManila(value: Moment): string {
  return formatMoment(value);
}

/** The same moment in the viewer's own time zone, or null when that is Manila time anyway (or not a moment). */
export function formatViewerLocal(
  value: Moment,
  viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | null {
  const local = formatMoment(value, (instant) =>
    formatTimeIn(instant, viewerTimeZone) === formatManilaTime(instant)
      ? ""
      : formatTimeIn(instant, viewerTimeZone, "dateTime", true),
  );
  return local === "" || local === consoleInvalidDate ? null : local;
}

/** The Manila calendar month of a moment, e.g. "March 2026". */
export function formatManilaMonth(value: Moment): string {
  return formatMoment(value, (instant) => formatManilaTime(instant, "monthYear"));
}

function formatDayKey(
  dateKey: string,
  style: Extract<ManilaTimeStyle, "longDay" | "longDate" | "shortDay" | "monthDay">,
) {
  // A day key is a Manila calendar day: checked as that day's start, written by the domain's day format.
  return formatMoment(`${dateKey}T00:00:00Z`, () => formatManilaCalendarDay(dateKey, style));
}

/** A Manila calendar day as a heading, e.g. "Monday, November 23". */
export function formatManilaDay(dateKey: string): string {
  return formatDayKey(dateKey, "longDay");
}

/** A Manila calendar day with its year, e.g. "Monday, November 30, 2026" (lists that span years). */
export function formatManilaDate(dateKey: string): string {
  return formatDayKey(dateKey, "longDate");
}

/** A Manila calendar day by its month and day, e.g. "Nov 23" (a chart's axis). */
export function formatManilaMonthDay(dateKey: string): string {
  return formatDayKey(dateKey, "monthDay");
}

/** A Manila calendar day in short, e.g. "Nov 23, 2026". */
export function formatManilaShortDay(dateKey: string): string {
  return formatDayKey(dateKey, "shortDay");
}
