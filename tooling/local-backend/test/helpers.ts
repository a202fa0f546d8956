import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalBackend, type LocalBackend } from "../src/index.ts";

const MANILA_OFFSET_HOURS = 8;

/** The 30-minute start times the site offers on a day: 09:00-16:30 without 10:00 and 14:30. */
export const OFFERED_TIMES = [
  "09:00",
  "09:30",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
  "15:00",
  "15:30",
  "16:00",
  "16:30",
] as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DAYS_PER_WEEK = 7;
const MONDAY = 1;

/** A started in-memory backend with its own outbox folder, and a way to clean both up. */
export async function startTestBackend(): Promise<LocalBackend & { cleanup(): Promise<void> }> {
  const outboxDir = mkdtempSync(join(tmpdir(), "local-backend-outbox-"));
  const backend = await startLocalBackend({
    port: 0,
    dataDir: null,
    outboxDir,
    logRequests: false,
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

/** YYYY-MM-DD of the Monday `weeksAhead` weeks after this week's, in Manila. */
export function manilaMonday(weeksAhead: number): string {
  const manilaNow = new Date(Date.now() + MANILA_OFFSET_HOURS * HOUR_MS);
  const daysSinceMonday = (manilaNow.getUTCDay() - MONDAY + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  const monday = new Date(
    manilaNow.getTime() - daysSinceMonday * DAY_MS + weeksAhead * DAYS_PER_WEEK * DAY_MS,
  );
  return monday.toISOString().slice(0, 10);
}

/** An ISO time with the +08:00 offset, as the site sends it: `dayOffset` days after that Monday. */
export function manilaSlot(weeksAhead: number, dayOffset: number, time: string): string {
  const date = new Date(`${manilaMonday(weeksAhead)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + dayOffset);
  return `${date.toISOString().slice(0, 10)}T${time}:00+08:00`;
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
