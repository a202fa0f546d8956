import { manilaDateKey, MINUTE_MS, toScheduledAt } from "@innovatehub/domain";
import { buildTimeSlots } from "@innovatehub/forms/booking";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from "../src/index.ts";

const DAYS_PER_WEEK = 7;
const MONDAY = 1;
/** Any Manila weekday: the site offers the same start times on every one. */
const A_WEEKDAY = "2026-11-23";

/** The 30-minute start times the site offers on a day, from the booking rules the site itself uses. */
export const OFFERED_TIMES: readonly string[] = buildTimeSlots(A_WEEKDAY, "30min").map(
  (slot) => slot.time,
);

/** A started in-memory backend with its own outbox folder, and a way to clean both up. */
export async function startTestBackend(
  options: Pick<
    LocalBackendOptions,
    "storageClock" | "scheduleIntervalMs" | "scheduleClock" | "everyMinuteJobsEachTick"
  > = {},
): Promise<LocalBackend & { cleanup(): Promise<void> }> {
  const outboxDir = mkdtempSync(join(tmpdir(), "local-backend-outbox-"));
  const backend = await startLocalBackend({
    port: 0,
    dataDir: null,
    outboxDir,
    logRequests: false,
    ...options,
  });
  return {
    ...backend,
    async cleanup() {
      await backend.stop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export function client(backend: LocalBackend, key: string): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The calendar day `days` after a YYYY-MM-DD day (calendar arithmetic only; no time zone involved). */
function addDaysToKey(dateKey: string, days: number): string {
  const day = new Date(`${dateKey}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** YYYY-MM-DD of the Monday `weeksAhead` weeks after this week's, in Manila. */
export function manilaMonday(weeksAhead: number): string {
  const today = manilaDateKey(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const daysSinceMonday = (weekday - MONDAY + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return addDaysToKey(today, weeksAhead * DAYS_PER_WEEK - daysSinceMonday);
}

/** An ISO time with the +08:00 offset, as the site sends it: `dayOffset` days after that Monday. */
export function manilaSlot(weeksAhead: number, dayOffset: number, time: string): string {
  return toScheduledAt(addDaysToKey(manilaMonday(weeksAhead), dayOffset), time);
}

export function booking(scheduledAt: string, email: string) {
  return {
    id: crypto.randomUUID(),
    name: "Test Visitor",
    email,
    phone: "+63 912 345 6789",
    company: "Test Co",
    scheduled_at: scheduledAt,
    duration: "30min",
    meeting_type: "video",
    topic: "General Consultation",
    notes: "",
    status: "pending",
  };
}

const POLL_MS = 200;
const EVENTUALLY_TIMEOUT_MS = 30_000;

/** A schedule clock on which a minute passes between two readings, so the every-minute jobs run on each tick. */
export function minutePerTick(): () => Date {
  let now = Date.now();
  return () => {
    now += MINUTE_MS;
    return new Date(now);
  };
}

/** Reads until `done` holds or the time is up; answers the last reading (the caller's expect says what failed). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = EVENTUALLY_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
