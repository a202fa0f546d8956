import { BOOKING_TIME_ZONE } from "@innovatehub/content";

/** Day and time as a visitor reads them on the manage page: "Tuesday, December 8, 2026 at 9:00 AM". */
const MEETING_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** An instant with its full date, on the clock of `timeZone`. */
export function meetingTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { ...MEETING_TIME_FORMAT, timeZone }).format(new Date(iso));
}

/** An instant with its full date, in Philippine time (the time every booking is made in). */
export function manilaMeetingTime(iso: string): string {
  return meetingTime(iso, BOOKING_TIME_ZONE);
}
