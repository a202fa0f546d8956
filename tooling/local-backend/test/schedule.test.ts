import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDue, runsOnTick } from "../src/schedule.ts";
import { booking, client, eventually, manilaSlot, startTestBackend } from "./helpers.ts";

const EVERY_MINUTE = "* * * * *";
/** The escalation job's schedule in supabase/migrations. */
const EVERY_FIVE_MINUTES = "*/5 * * * *";
/** The retention job's schedule in supabase/migrations: daily at 03:17 (pg_cron reads it in UTC). */
const DAILY_AT_0317 = "17 3 * * *";
const at = (time: string) => new Date(`2026-11-24T${time}Z`);

describe("the local schedule reads each job's cron expression", () => {
  it("runs an every-minute job once per minute, on the tick that passes the minute", () => {
    expect(isDue(EVERY_MINUTE, at("10:00:10"), at("10:00:40"))).toBe(false);
    expect(isDue(EVERY_MINUTE, at("10:00:40"), at("10:01:10"))).toBe(true);
  });

  it("runs a daily job only on the tick that passes its time", () => {
    expect(isDue(DAILY_AT_0317, at("10:00:00"), at("10:00:30"))).toBe(false);
    expect(isDue(DAILY_AT_0317, at("03:16:50"), at("03:17:20"))).toBe(true);
    expect(isDue(DAILY_AT_0317, at("03:17:20"), at("03:17:50"))).toBe(false);
  });

  it("counts a tick that falls exactly on the run time once", () => {
    expect(isDue(DAILY_AT_0317, at("03:16:30"), at("03:17:00"))).toBe(true);
    expect(isDue(DAILY_AT_0317, at("03:17:00"), at("03:17:30"))).toBe(false);
  });

  it("reads the time in UTC whatever the machine's zone", () => {
    // 19:17 UTC is 03:17 in Manila, when a schedule read in the machine's zone would run.
    expect(isDue(DAILY_AT_0317, at("19:16:50"), at("19:17:20"))).toBe(false);
  });
});

describe("with everyMinuteJobsEachTick (e2e runs)", () => {
  it("runs an every-minute job on every tick, and every other job only when due", () => {
    expect(runsOnTick(EVERY_MINUTE, at("10:00:10"), at("10:00:15"))).toBe(false);
    expect(runsOnTick(EVERY_MINUTE, at("10:00:10"), at("10:00:15"), true)).toBe(true);
    expect(runsOnTick(EVERY_FIVE_MINUTES, at("10:01:10"), at("10:01:15"), true)).toBe(false);
    expect(runsOnTick(EVERY_FIVE_MINUTES, at("10:04:58"), at("10:05:03"), true)).toBe(true);
    expect(runsOnTick(DAILY_AT_0317, at("10:00:10"), at("10:00:15"), true)).toBe(false);
  });
});

describe("a backend whose schedule runs the every-minute jobs on each tick", () => {
  const TICK_MS = 200;
  const WEEKS_AHEAD = 3;
  /** A clock that never reaches the next minute: only `everyMinuteJobsEachTick` can run the mail worker. */
  const stoppedClock = () => at("10:00:10");
  let backend: Awaited<ReturnType<typeof startTestBackend>>;

  beforeAll(async () => {
    backend = await startTestBackend({
      scheduleIntervalMs: TICK_MS,
      scheduleClock: stoppedClock,
      everyMinuteJobsEachTick: true,
    });
  });

  afterAll(async () => {
    await backend.cleanup();
  });

  it("mails a new booking without waiting for the minute", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 0, "09:00"), "each.tick@example.com");
    const inserted = await client(backend, backend.anonKey).from("appointments").insert(row);
    expect(inserted.error?.message).toBeUndefined();

    const jobs = await eventually(
      () =>
        backend.sql<{ status: string }>(
          "select status from public.mail_jobs where appointment_id = $1",
          [row.id],
        ),
      (rows) => rows.length > 0 && rows.every((job) => job.status === "sent"),
    );
    expect(jobs.map((job) => job.status)).toEqual(["sent", "sent"]);
  });
});
