/*
 * The business hours: when the company works and meets, and how every page and e-mail states them. A module of its
 * own, with no other rule in it, because every page's footer reads it on first load.
 */
/* Business time (docs/product.md §10.1): every booking is made, stored and shown in Manila time. */
export const BUSINESS_TIME_ZONE = "Asia/Manila";
/** What we print after a Manila time. */
export const BUSINESS_TIME_ZONE_LABEL = "PHT";
/** Manila has no daylight saving time, so its offset is fixed. */
export const BUSINESS_UTC_OFFSET = "+08:00";

/** Meetings happen Monday to Friday (ISO weekday numbers, Monday = 1). */
export const BUSINESS_WEEKDAYS = [1, 2, 3, 4, 5] as const;
/** The first slot starts at this hour; every meeting ends by the closing hour. */
export const BUSINESS_OPENING_HOUR = 9;
export const BUSINESS_CLOSING_HOUR = 17;
const MINUTES_PER_HOUR = 60;
/** One business day in business minutes (the unit the lead clock counts in): opening to closing hour. */
export const BUSINESS_DAY_MINUTES =
  (BUSINESS_CLOSING_HOUR - BUSINESS_OPENING_HOUR) * MINUTES_PER_HOUR;

/** ISO weekday number (Monday = 1) -> its English name. */
const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];
const NOON = 12;

function weekdayName(isoWeekday: number): string {
  return WEEKDAY_NAMES[isoWeekday - 1] ?? String(isoWeekday);
}

/** 9 -> "9:00 AM", 17 -> "5:00 PM". */
function hourLabel(hour: number): string {
  const twelveHour = hour % NOON === 0 ? NOON : hour % NOON;
  return `${twelveHour}:00 ${hour < NOON ? "AM" : "PM"}`;
}

/** 9 -> "09:00" (24-hour, as schema.org and time inputs write it). */
function hourTime(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/** The business days by name ("Monday" ... "Friday") and the opening and closing times ("09:00", "17:00"). */
export const businessWeekdayNames = BUSINESS_WEEKDAYS.map(weekdayName);
export const BUSINESS_OPENS = hourTime(BUSINESS_OPENING_HOUR);
export const BUSINESS_CLOSES = hourTime(BUSINESS_CLOSING_HOUR);
/** "Monday to Friday" */
export const BUSINESS_DAYS_LABEL = `${weekdayName(BUSINESS_WEEKDAYS[0])} to ${weekdayName(
  BUSINESS_WEEKDAYS[BUSINESS_WEEKDAYS.length - 1] ?? BUSINESS_WEEKDAYS[0],
)}`;
/** "9:00 AM to 5:00 PM PHT" */
export const BUSINESS_TIME_LABEL = `${hourLabel(BUSINESS_OPENING_HOUR)} to ${hourLabel(
  BUSINESS_CLOSING_HOUR,
)} ${BUSINESS_TIME_ZONE_LABEL}`;
/** "Monday to Friday, 9:00 AM to 5:00 PM PHT": how every page and e-mail states the business hours. */
export const BUSINESS_HOURS_LABEL = `${BUSINESS_DAYS_LABEL}, ${BUSINESS_TIME_LABEL}`;
