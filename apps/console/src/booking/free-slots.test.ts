import { describe, expect, it } from "vitest";
import { freeSlotOptions } from "./free-slots";

const MONDAY = "2026-12-07";
// Sunday evening in Manila: every slot of Monday is ahead.
const now = new Date("2026-12-06T12:00:00Z");
const current = { scheduledAt: "2026-12-07T09:00:00+08:00", endsAt: "2026-12-07T09:30:00+08:00" };
const values = (options: { value: string }[]) => options.map((option) => option.value);

describe("freeSlotOptions", () => {
  it("follows the site's rules: no 10:00 or 14:30, nothing taken, not the booking's own time", () => {
    const options = freeSlotOptions({
      dateKey: MONDAY,
      duration: "30min",
      busy: [
        { start: current.scheduledAt, end: current.endsAt },
        { start: "2026-12-07T11:00:00+08:00", end: "2026-12-07T12:00:00+08:00" },
      ],
      current,
      closedDays: new Map(),
      now,
      timeZone: "Asia/Manila",
    });
    expect(values(options)).toEqual([
      "09:30",
      "10:30",
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
    expect(options[0]).toMatchObject({ label: "9:30 AM", hint: undefined });
    expect(options[0]?.scheduledAt).toBe("2026-12-07T09:30:00+08:00");
  });

  it("lets a booking move over its own range, which the database allows", () => {
    // An hour from 09:30: the 09:00 hour overlaps it, yet the booking may move there.
    const long = { scheduledAt: "2026-12-07T09:30:00+08:00", endsAt: "2026-12-07T10:30:00+08:00" };
    const options = freeSlotOptions({
      dateKey: MONDAY,
      duration: "60min",
      busy: [{ start: long.scheduledAt, end: long.endsAt }],
      current: long,
      closedDays: new Map(),
      now,
      timeZone: "Asia/Manila",
    });
    expect(values(options)).toEqual([
      "09:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
  });

  it("keeps no notice for staff (only the past is out) and offers nothing on a closed day", () => {
    // 09:15 Manila on the Monday: a visitor could not start before 11:15, staff may move to 09:30.
    const mondayMorning = new Date("2026-12-07T01:15:00Z");
    const later = { scheduledAt: "2026-12-07T16:00:00+08:00", endsAt: "2026-12-07T16:30:00+08:00" };
    const input = {
      dateKey: MONDAY,
      duration: "30min" as const,
      busy: [],
      current: later,
      timeZone: "Asia/Manila",
    };
    expect(
      values(freeSlotOptions({ ...input, closedDays: new Map(), now: mondayMorning }))[0],
    ).toBe("09:30");
    expect(
      freeSlotOptions({
        ...input,
        closedDays: new Map([[MONDAY, "Company outing"]]),
        now: mondayMorning,
      }),
    ).toEqual([]);
  });

  it("adds the viewer's time when their clock differs from Manila's", () => {
    const [first] = freeSlotOptions({
      dateKey: MONDAY,
      duration: "30min",
      busy: [],
      current,
      closedDays: new Map(),
      now,
      timeZone: "Europe/Berlin",
    });
    expect(first?.hint).toBe("Your time: 2:30 AM");
  });

  it("a new meeting (nothing moved) keeps the visitors' minimum notice, as the database books it", () => {
    // Monday 08:00 in Manila: a move may take 09:00, a new meeting starts more than 2 hours ahead.
    const early = new Date("2026-12-07T00:00:00Z");
    const base = {
      dateKey: MONDAY,
      duration: "30min" as const,
      busy: [],
      closedDays: new Map(),
      now: early,
      timeZone: "Asia/Manila",
    };
    expect(values(freeSlotOptions({ ...base, current }))[0]).toBe("09:30");
    expect(values(freeSlotOptions(base))[0]).toBe("10:30");
  });
});
