import { describe, expect, it } from "vitest";
import { bookingsByDay, shiftWeek, weekDays, weekFromSearch, weekStartOf } from "./agenda-week";

describe("the agenda's week", () => {
  it("starts on the Manila Monday, whatever the viewer's clock says", () => {
    // Wednesday 25 November, 23:30 UTC is already Thursday 26 November in Manila.
    expect(weekStartOf(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-23");
    // Sunday 22 November, 17:00 UTC is Monday 23 November, 01:00 in Manila.
    expect(weekStartOf(new Date("2026-11-22T17:00:00Z"))).toBe("2026-11-23");
  });

  it("shows the coming week on a Saturday or Sunday", () => {
    expect(weekStartOf(new Date("2026-11-28T04:00:00Z"))).toBe("2026-11-30");
    expect(weekStartOf(new Date("2026-11-29T04:00:00Z"))).toBe("2026-11-30");
  });

  it("reads a Monday from the URL and ignores anything else", () => {
    const now = new Date("2026-11-25T04:00:00Z");
    expect(weekFromSearch(new URLSearchParams("week=2026-12-07"), now)).toBe("2026-12-07");
    for (const week of ["2026-12-08", "2026-02-30", "next", ""]) {
      expect(weekFromSearch(new URLSearchParams({ week }), now)).toBe("2026-11-23");
    }
  });

  it("steps by whole weeks across months and years", () => {
    expect(shiftWeek("2026-12-28", 1)).toBe("2027-01-04");
    expect(shiftWeek("2026-11-02", -1)).toBe("2026-10-26");
  });

  it("covers Monday to Friday", () => {
    expect(weekDays("2026-11-23")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
  });

  it("files each booking under its Manila day, pending first, then by time", () => {
    const rows = [
      { id: "a", status: "confirmed", scheduled_at: "2026-11-23T01:00:00+00:00" },
      { id: "b", status: "pending", scheduled_at: "2026-11-23T06:00:00+00:00" },
      { id: "c", status: "confirmed", scheduled_at: "2026-11-23T00:30:00+00:00" },
      // 09:00 PHT on Tuesday is still Monday evening in UTC.
      { id: "d", status: "pending", scheduled_at: "2026-11-24T01:00:00+00:00" },
      { id: "e", status: "pending", scheduled_at: "2026-11-23T03:00:00+00:00" },
    ];
    const byDay = bookingsByDay(rows, weekDays("2026-11-23"));
    expect(byDay.get("2026-11-23")?.map((row) => row.id)).toEqual(["e", "b", "c", "a"]);
    expect(byDay.get("2026-11-24")?.map((row) => row.id)).toEqual(["d"]);
    expect(byDay.get("2026-11-27")).toEqual([]);
  });
});
