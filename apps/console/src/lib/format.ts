import {
  BUSINESS_TIME_ZONE,
  BUSINESS_TIME_ZONE_LABEL,
  formatManilaDay as formatManilaCalendarDay,
  formatManilaTime,
  formatTimeIn,
} from "@innovatehub/domain";

/** A moment as Manila business time, e.g. "Mon, Dec 7, 2026, 9:00 AM PHT". */
export function formatManila(iso: string): string {
  return `${formatManilaTime(iso)} ${BUSINESS_TIME_ZONE_LABEL}`;
}

/** The same moment in the viewer's own time zone, or null when that is Manila time anyway. */
export function formatViewerLocal(
  iso: string,
  viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | null {
  const sameTime = formatTimeIn(iso, viewerTimeZone) === formatManilaTime(iso);
  return sameTime ? null : formatTimeIn(iso, viewerTimeZone, "dateTime", true);
}

/** A Manila calendar day as a heading, e.g. "Monday, November 23". */
export function formatManilaDay(dateKey: string): string {
  return formatManilaCalendarDay(dateKey);
}

/** A Manila calendar day with its year, e.g. "Monday, November 30, 2026" (lists that span years). */
export function formatManilaDate(dateKey: string): string {
  return formatManilaCalendarDay(dateKey, "longDate");
}

/** A Manila calendar day in short, e.g. "Nov 23, 2026". */
export function formatManilaShortDay(dateKey: string): string {
  return formatManilaCalendarDay(dateKey, "shortDay");
}

const manilaMonthFormat = new Intl.DateTimeFormat("en-PH", {
  month: "long",
  year: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

/** The Manila calendar month of a moment, e.g. "March 2026". */
export function formatManilaMonth(iso: string): string {
  return manilaMonthFormat.format(new Date(iso));
}
