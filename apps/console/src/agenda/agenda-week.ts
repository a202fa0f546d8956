import {
  addDaysToKey,
  BUSINESS_WEEKDAYS,
  isValidDateKey,
  manilaDateKey,
  type DateKey,
} from "@innovatehub/domain";

const DAYS_PER_WEEK = 7;
const MONDAY = 1;
const SATURDAY = 6;

/** Calendar arithmetic on "yyyy-MM-dd" keys, at UTC noon so no zone can move the day. */
function keyToUtcNoon(key: DateKey): Date {
  return new Date(`${key}T12:00:00Z`);
}

/**
 * The Monday of the Manila week an instant falls in. On a Saturday or Sunday it is the coming Monday: the week
 * just gone has no bookable day left.
 */
export function weekStartOf(now: Date): DateKey {
  const today = manilaDateKey(now);
  const weekday = keyToUtcNoon(today).getUTCDay();
  if (weekday >= SATURDAY) {
    return addDaysToKey(today, DAYS_PER_WEEK + MONDAY - weekday);
  }
  return addDaysToKey(today, weekday === 0 ? MONDAY : MONDAY - weekday);
}

/** The week in the URL (`?week=` its Monday); anything else, or no week, is the current one. */
export function weekFromSearch(params: URLSearchParams, now: Date): DateKey {
  const week = params.get("week") ?? "";
  return isValidDateKey(week) && keyToUtcNoon(week).getUTCDay() === MONDAY ? week : weekStartOf(now);
}

export function shiftWeek(monday: DateKey, weeks: number): DateKey {
  return addDaysToKey(monday, weeks * DAYS_PER_WEEK);
}

/** Monday to Friday of the week. */
export function weekDays(monday: DateKey): DateKey[] {
  return Array.from({ length: BUSINESS_WEEKDAYS.length }, (_, index) => addDaysToKey(monday, index));
}

type AgendaEntry = { status: string; scheduled_at: string };

/**
 * The bookings of each day, pending first (they wait for an answer), then by start time. The database's no-overlap
 * constraint already guarantees that no two of them share a moment: nothing here checks for clashes.
 */
export function bookingsByDay<Entry extends AgendaEntry>(
  entries: readonly Entry[],
  days: readonly DateKey[],
): Map<DateKey, Entry[]> {
  const byDay = new Map<DateKey, Entry[]>(days.map((day) => [day, []]));
  for (const entry of entries) {
    byDay.get(manilaDateKey(new Date(entry.scheduled_at)))?.push(entry);
  }
  const pendingFirst = (a: Entry, b: Entry) =>
    Number(b.status === "pending") - Number(a.status === "pending") ||
    Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at);
  for (const list of byDay.values()) {
    list.sort(pendingFirst);
  }
  return byDay;
}
