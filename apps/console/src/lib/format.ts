import { BOOKING_TIME_ZONE, BOOKING_TIME_ZONE_LABEL } from "@innovatehub/content";

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

const manilaDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: BOOKING_TIME_ZONE });

/** The Manila calendar day of a moment as `yyyy-MM-dd` (for dated file names). */
export function manilaDay(date: Date): string {
  return manilaDayFormat.format(date);
}
