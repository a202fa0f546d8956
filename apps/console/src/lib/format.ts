import {
  BOOKING_TIME_ZONE,
  BOOKING_TIME_ZONE_LABEL,
  BOOKING_UTC_OFFSET,
} from "@innovatehub/content";

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

const manilaFormat = new Intl.DateTimeFormat("en-PH", {
  ...DATE_TIME,
  timeZone: BOOKING_TIME_ZONE,
});

/** A moment as Manila business time, e.g. "Mon, Dec 7, 2026, 9:00 AM PHT". */
export function formatManila(iso: string): string {
  return `${manilaFormat.format(new Date(iso))} ${BOOKING_TIME_ZONE_LABEL}`;
}

/** The same moment in the viewer's own time zone, or null when that is Manila time anyway. */
export function formatViewerLocal(
  iso: string,
  viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | null {
  const viewer = new Intl.DateTimeFormat("en-PH", {
    ...DATE_TIME,
    timeZone: viewerTimeZone,
    timeZoneName: "short",
  });
  const date = new Date(iso);
  const sameTime =
    new Intl.DateTimeFormat("en-PH", { ...DATE_TIME, timeZone: viewerTimeZone }).format(date) ===
    manilaFormat.format(date);
  return sameTime ? null : viewer.format(date);
}

const manilaDayFormat = new Intl.DateTimeFormat("en-PH", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: BOOKING_TIME_ZONE,
});

const manilaShortDayFormat = new Intl.DateTimeFormat("en-PH", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: BOOKING_TIME_ZONE,
});

/** Noon of a Manila calendar day ("yyyy-MM-dd"): a moment that is that day in Manila. */
const manilaNoon = (dateKey: string) => new Date(`${dateKey}T12:00:00${BOOKING_UTC_OFFSET}`);

/** A Manila calendar day as a heading, e.g. "Monday, 23 November". */
export function formatManilaDay(dateKey: string): string {
  return manilaDayFormat.format(manilaNoon(dateKey));
}

/** A Manila calendar day in short, e.g. "23 Nov 2026". */
export function formatManilaShortDay(dateKey: string): string {
  return manilaShortDayFormat.format(manilaNoon(dateKey));
}

const manilaMonthFormat = new Intl.DateTimeFormat("en-PH", {
  month: "long",
  year: "numeric",
  timeZone: BOOKING_TIME_ZONE,
});

/** The Manila calendar month of a moment, e.g. "March 2026". */
export function formatManilaMonth(iso: string): string {
  return manilaMonthFormat.format(new Date(iso));
}
