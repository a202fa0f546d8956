import { DASHBOARD_DEFAULT_WEEKS } from "@innovatehub/content/console";
import { DASHBOARD_MAX_DAYS } from "@innovatehub/domain";
import { manilaDateKey } from "@innovatehub/forms/booking";

export type DashboardRange = { from: string; to: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_PER_WEEK = 7;

/** Whole days from one date key to another (both are calendar days, read as UTC midnights). */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The default range: the last DASHBOARD_DEFAULT_WEEKS Monday-to-Sunday weeks up to today (Manila). */
export function defaultRange(now: Date = new Date()): DashboardRange {
  const today = manilaDateKey(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + DAYS_PER_WEEK - 1) % DAYS_PER_WEEK;
  const monday = addDays(today, -weekday);
  return { from: addDays(monday, -(DASHBOARD_DEFAULT_WEEKS - 1) * DAYS_PER_WEEK), to: today };
}

/** A range the database accepts: real dates, start not after end, at most DASHBOARD_MAX_DAYS days. */
export function isValidRange(range: DashboardRange): boolean {
  if (!DATE.test(range.from) || !DATE.test(range.to)) {
    return false;
  }
  const days = daysBetween(range.from, range.to);
  return Number.isFinite(days) && days >= 0 && days < DASHBOARD_MAX_DAYS;
}

/** The range in the URL (`?from=&to=`), or the default when either is missing. */
export function rangeFromSearch(params: URLSearchParams, now: Date = new Date()): DashboardRange {
  const from = params.get("from");
  const to = params.get("to");
  return from && to ? { from, to } : defaultRange(now);
}
