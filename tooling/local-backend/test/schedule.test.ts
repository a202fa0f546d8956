import { describe, expect, it } from "vitest";
import { isDue } from "../src/schedule.ts";

const EVERY_MINUTE = "* * * * *";
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
