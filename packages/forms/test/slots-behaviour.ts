import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTimeSlots, isBookableDay } from "../src/booking/slots";
import { describeSlotTime, manilaDateKey, manilaDateTime, toScheduledAt } from "../src/booking/time";

const PROPERTY_RUNS = 200;
const MONDAY = "2026-11-23";
const FRIDAY = "2026-11-27";
const SATURDAY = "2026-11-28";
const SUNDAY = "2026-11-29";
const NEXT_MONDAY = "2026-11-30";
const times = (dateKey: string, duration: "30min" | "60min", options = {}) =>
  buildTimeSlots(dateKey, duration, options).map((slot) => slot.time);

/**
 * The slot maths must give the same Manila answers whatever zone the visitor's machine runs in; each test
 * file runs this suite under a different process time zone.
 */
export function slotBehaviourSuite(zoneName: string): void {
  describe(`booking slots for a visitor whose clock is in ${zoneName}`, () => {
    it("offers 30-minute slots from 09:00 to 16:30 without 10:00 and 14:30", () => {
      expect(times(MONDAY, "30min")).toEqual([
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
      ]);
    });

    it("offers hourly slots from 09:00 to 16:00 without 10:00 for a 1-hour meeting", () => {
      expect(times(MONDAY, "60min")).toEqual([
        "09:00",
        "11:00",
        "12:00",
        "13:00",
        "14:00",
        "15:00",
        "16:00",
      ]);
    });

    it("places slots at Manila time, 09:00 PHT being 01:00 UTC, with the +08:00 offset", () => {
      const [first] = buildTimeSlots(MONDAY, "30min");
      expect(first?.startsAt.toISOString()).toBe("2026-11-23T01:00:00.000Z");
      expect(first?.endsAt.toISOString()).toBe("2026-11-23T01:30:00.000Z");
      expect(first?.scheduledAt).toBe("2026-11-23T09:00:00+08:00");
      expect(first?.label).toBe("9:00 AM");
      const last = buildTimeSlots(MONDAY, "60min").at(-1);
      expect(last?.endsAt.toISOString()).toBe("2026-11-23T09:00:00.000Z");
    });

    it("leaves out slots that overlap a busy range, keeping back-to-back ones", () => {
      const busy = [{ start: "2026-11-23T11:00:00+08:00", end: "2026-11-23T12:00:00+08:00" }];
      const thirty = times(MONDAY, "30min", { busy });
      expect(thirty).not.toContain("11:00");
      expect(thirty).not.toContain("11:30");
      expect(thirty).toContain("10:30");
      expect(thirty).toContain("12:00");
      expect(times(MONDAY, "60min", { busy })).toEqual([
        "09:00",
        "12:00",
        "13:00",
        "14:00",
        "15:00",
        "16:00",
      ]);
    });

    it("reads busy ranges given in UTC or as Dates the same way", () => {
      const utc = [{ start: "2026-11-23T05:30:00Z", end: "2026-11-23T06:00:00Z" }];
      const dates = [
        { start: new Date("2026-11-23T05:30:00Z"), end: new Date("2026-11-23T06:00:00Z") },
      ];
      expect(times(MONDAY, "30min", { busy: utc })).not.toContain("13:30");
      expect(times(MONDAY, "30min", { busy: dates })).toEqual(
        times(MONDAY, "30min", { busy: utc }),
      );
      expect(times(MONDAY, "60min", { busy: utc })).not.toContain("13:00");
    });

    it("keeps a 1-hour slot out when a busy range covers only its second half", () => {
      const busy = [{ start: "2026-11-23T16:30:00+08:00", end: "2026-11-23T17:00:00+08:00" }];
      expect(times(MONDAY, "60min", { busy })).not.toContain("16:00");
      expect(times(MONDAY, "30min", { busy })).toContain("16:00");
    });

    it("leaves out slots inside the 2-hour minimum notice, as the database does", () => {
      // 13:15 Manila: 15:15 is the earliest start, so 15:30 is the first slot.
      expect(times(MONDAY, "30min", { now: new Date("2026-11-23T05:15:00Z") })[0]).toBe("15:30");
      // 13:00 Manila: a start exactly 2 hours ahead (15:00) is still inside the notice.
      expect(times(MONDAY, "30min", { now: new Date("2026-11-23T05:00:00Z") })[0]).toBe("15:30");
      expect(times(MONDAY, "30min", { now: new Date("2026-11-23T04:59:00Z") })[0]).toBe("15:00");
      expect(times(MONDAY, "30min", { now: new Date("2026-11-23T07:30:00Z") })).toEqual([]);
    });

    it("keeps no notice for staff, only the past", () => {
      const now = new Date("2026-11-23T05:15:00Z");
      expect(times(MONDAY, "30min", { now, audience: "staff" })[0]).toBe("13:30");
      expect(isBookableDay(MONDAY, new Date("2026-11-23T07:45:00Z"), { audience: "staff" })).toBe(
        true,
      );
      expect(isBookableDay(MONDAY, new Date("2026-11-23T07:45:00Z"))).toBe(false);
    });

    it("offers no slot on a closed day and makes it unbookable", () => {
      const mondayMorning = new Date("2026-11-23T00:00:00Z");
      const closedDays = new Map([[NEXT_MONDAY, "Bonifacio Day"]]);
      expect(times(NEXT_MONDAY, "30min", { closedDays })).toEqual([]);
      expect(times(MONDAY, "30min", { closedDays })).toHaveLength(14);
      expect(isBookableDay(NEXT_MONDAY, mondayMorning, { closedDays })).toBe(false);
      expect(isBookableDay(NEXT_MONDAY, mondayMorning, { closedDays, audience: "staff" })).toBe(
        false,
      );
      expect(isBookableDay(NEXT_MONDAY, mondayMorning)).toBe(true);
    });

    it("gives no slots for an impossible day", () => {
      expect(buildTimeSlots("2026-02-30", "30min")).toEqual([]);
      expect(buildTimeSlots("not a date", "60min")).toEqual([]);
    });

    it("books weekdays from today in Manila, never weekends or the past", () => {
      const mondayMorning = new Date("2026-11-23T00:00:00Z");
      expect(isBookableDay(MONDAY, mondayMorning)).toBe(true);
      expect(isBookableDay(FRIDAY, mondayMorning)).toBe(true);
      expect(isBookableDay(SATURDAY, mondayMorning)).toBe(false);
      expect(isBookableDay(SUNDAY, mondayMorning)).toBe(false);
      expect(isBookableDay("2026-11-20", mondayMorning)).toBe(false);
      expect(isBookableDay("2026-13-01", mondayMorning)).toBe(false);
    });

    it("opens days up to the 60-day booking horizon, as the database does", () => {
      const mondayMorning = new Date("2026-11-23T00:00:00Z");
      // Exactly 60 days after 08:00 Manila is 2027-01-22 08:00, before that day opens: it has no slot left.
      expect(isBookableDay("2027-01-21", mondayMorning)).toBe(true);
      expect(isBookableDay("2027-01-22", mondayMorning)).toBe(false);
      // From 11:00 Manila, 2027-01-22 keeps the slots up to 11:00.
      expect(times("2027-01-22", "30min", { now: new Date("2026-11-23T03:00:00Z") })).toEqual([
        "09:00",
        "09:30",
        "10:30",
        "11:00",
      ]);
    });

    it("judges 'today' by the Manila calendar, not UTC's", () => {
      const lateMondayUtc = new Date("2026-11-23T17:00:00Z");
      expect(manilaDateKey(lateMondayUtc)).toBe("2026-11-24");
      expect(isBookableDay(MONDAY, lateMondayUtc)).toBe(false);
      expect(isBookableDay("2026-11-24", lateMondayUtc)).toBe(true);
    });

    it("closes today once its last slot has started", () => {
      const fridayAfterClose = new Date("2026-11-27T09:00:00Z");
      expect(isBookableDay(FRIDAY, fridayAfterClose)).toBe(false);
      expect(isBookableDay(NEXT_MONDAY, fridayAfterClose)).toBe(true);
    });

    it("builds scheduled_at with +08:00 and refuses impossible dates and times", () => {
      expect(toScheduledAt(MONDAY, "09:00")).toBe("2026-11-23T09:00:00+08:00");
      expect(toScheduledAt("2027-07-15", "16:30")).toBe("2027-07-15T16:30:00+08:00");
      expect(() => toScheduledAt("2026-02-30", "09:00")).toThrow(RangeError);
      expect(() => toScheduledAt(MONDAY, "25:00")).toThrow(RangeError);
    });

    it("keeps Manila at UTC+8 on every day of the year (no daylight saving)", () => {
      fc.assert(
        fc.property(
          fc.date({
            min: new Date("2020-01-01T00:00:00Z"),
            max: new Date("2035-12-31T00:00:00Z"),
            noInvalidDate: true,
          }),
          (day) => {
            const key = day.toISOString().slice(0, "yyyy-mm-dd".length);
            expect(manilaDateTime(key, "09:00").getTime()).toBe(
              new Date(`${key}T01:00:00Z`).getTime(),
            );
            expect(toScheduledAt(key, "16:30")).toBe(`${key}T16:30:00+08:00`);
          },
        ),
        { numRuns: PROPERTY_RUNS },
      );
    });

    it("shows a Manila time on a visitor's clock in Dubai (UTC+4)", () => {
      const [first] = buildTimeSlots(MONDAY, "30min");
      expect(first && describeSlotTime(first.startsAt, "Asia/Dubai")).toEqual({
        manila: "9:00 AM",
        local: "5:00 AM",
        localDiffers: true,
        localDayDiffers: false,
      });
      const july = buildTimeSlots("2027-07-14", "60min").at(-1);
      expect(july && describeSlotTime(july.startsAt, "Asia/Dubai").local).toBe("12:00 PM");
    });

    it("shows a Manila time on a visitor's clock in UTC", () => {
      const [first] = buildTimeSlots(MONDAY, "30min");
      expect(first && describeSlotTime(first.startsAt, "UTC")).toEqual({
        manila: "9:00 AM",
        local: "1:00 AM",
        localDiffers: true,
        localDayDiffers: false,
      });
    });

    it("says nothing extra for a visitor in Manila, and names the day when it changes", () => {
      const [first] = buildTimeSlots(MONDAY, "30min");
      expect(first && describeSlotTime(first.startsAt, "Asia/Manila").localDiffers).toBe(false);
      expect(first && describeSlotTime(first.startsAt, "America/Los_Angeles")).toEqual({
        manila: "9:00 AM",
        local: "Sun 5:00 PM",
        localDiffers: true,
        localDayDiffers: true,
      });
    });
  });
}
