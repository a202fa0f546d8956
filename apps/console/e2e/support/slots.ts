import { readdirSync, readFileSync } from "node:fs";
import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_URL,
  LOCAL_SERVICE_ROLE_KEY,
} from "@innovatehub/local-backend/keys";
import { manilaDateKey } from "@innovatehub/domain";
import { buildTimeSlots, isBookableDay } from "@innovatehub/forms/booking";
import type { APIRequestContext } from "@playwright/test";

/** Where the local backend writes every e-mail it "sends" (tooling/local-backend). */
const OUTBOX_DIR = new URL("../../../../.local-backend/outbox/", import.meta.url);

function headers(key: string) {
  return { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
}

/** The closed days of one Manila day's window, as the site's booking dialog asks (get_closed_days, anon key). */
export async function closedDaysOf(
  request: APIRequestContext,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const response = await request.post(`${LOCAL_BACKEND_URL}/rest/v1/rpc/get_closed_days`, {
    headers: headers(LOCAL_ANON_KEY),
    data: { p_from: from, p_to: to },
  });
  if (!response.ok()) {
    throw new Error(`get_closed_days failed: ${response.status()}`);
  }
  const rows: { day: string; reason: string }[] = await response.json();
  return new Map(rows.map((row) => [row.day, row.reason]));
}

/**
 * The days of a month that staff can move a booking to, by the day rules the console's picker applies to a move
 * (`isBookableDay` for staff: weekdays from today on, with times left) and the database's closed days. The picker learns the closed days only after it
 * opens, so a test that chose "the fifth enabled day" could land on one that turned closed a moment later.
 */
export async function bookableDaysOfMonth(
  request: APIRequestContext,
  dayOfMonth: string,
): Promise<string[]> {
  const [year, month] = dayOfMonth.split("-").map(Number);
  if (year === undefined || month === undefined) {
    throw new Error(`Not a date key: ${dayOfMonth}`);
  }
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from(
    { length: daysInMonth },
    (_, index) => `${dayOfMonth.slice(0, 7)}-${String(index + 1).padStart(2, "0")}`,
  );
  const closedDays = await closedDaysOf(request, days[0] ?? dayOfMonth, days.at(-1) ?? dayOfMonth);
  return days.filter((day) => isBookableDay(day, new Date(), { closedDays, audience: "staff" }));
}

/**
 * Whether the site would offer this start time now: the day's busy ranges and closed days (as the site's booking
 * dialog asks, with the anon key) run through the same slot maths from @innovatehub/forms.
 */
export async function siteOffers(
  request: APIRequestContext,
  scheduledAt: string,
): Promise<boolean> {
  const day = manilaDateKey(new Date(scheduledAt));
  const response = await request.post(`${LOCAL_BACKEND_URL}/rest/v1/rpc/get_busy_ranges`, {
    headers: headers(LOCAL_ANON_KEY),
    data: { p_from: day, p_to: day },
  });
  if (!response.ok()) {
    throw new Error(`get_busy_ranges failed: ${response.status()}`);
  }
  const ranges: { starts_at: string; ends_at: string }[] = await response.json();
  const busy = ranges.map((range) => ({ start: range.starts_at, end: range.ends_at }));
  const closedDays = await closedDaysOf(request, day, day);
  const wanted = Date.parse(scheduledAt);
  return buildTimeSlots(day, "30min", { busy, now: new Date(), closedDays }).some(
    (slot) => slot.startsAt.getTime() === wanted,
  );
}

/** The booking as stored, read with the service role (the console's own reads need a staff session). */
export async function storedBooking(
  request: APIRequestContext,
  id: string,
): Promise<{ scheduled_at: string; status: string }> {
  const response = await request.get(
    `${LOCAL_BACKEND_URL}/rest/v1/appointments?select=scheduled_at,status&id=eq.${id}`,
    { headers: headers(LOCAL_SERVICE_ROLE_KEY) },
  );
  const [row] = (await response.json()) as { scheduled_at: string; status: string }[];
  if (row === undefined) {
    throw new Error(`No booking ${id}`);
  }
  return row;
}

type OutboxMessage = { to: string; subject: string; text: string };

/** The e-mail of this template sent to this address, when the local outbox holds one. */
export function outboxMessage(template: string, to: string): OutboxMessage | undefined {
  return readdirSync(OUTBOX_DIR)
    .filter((name) => name.startsWith(`${template}_`))
    .map((name) => JSON.parse(readFileSync(new URL(name, OUTBOX_DIR), "utf8")) as OutboxMessage)
    .find((message) => message.to === to);
}

/** Whether the local outbox holds an e-mail of this template sent to this address. */
export function outboxHas(template: string, to: string): boolean {
  return outboxMessage(template, to) !== undefined;
}
