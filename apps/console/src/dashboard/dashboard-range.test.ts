import { describe, expect, it } from "vitest";
import { defaultRange, isValidRange, rangeFromSearch } from "./dashboard-range";

describe("the dashboard's date range", () => {
  it("defaults to the last 12 weeks, Monday to today, in Manila", () => {
    // Thursday 26 November 2026, 01:00 in Manila (Wednesday 17:00 UTC).
    expect(defaultRange(new Date("2026-11-25T17:00:00Z"))).toEqual({
      from: "2026-09-07",
      to: "2026-11-26",
    });
  });

  it("lives in the URL", () => {
    const now = new Date("2026-11-25T17:00:00Z");
    expect(rangeFromSearch(new URLSearchParams("from=2026-10-05&to=2026-10-18"), now)).toEqual({
      from: "2026-10-05",
      to: "2026-10-18",
    });
    expect(rangeFromSearch(new URLSearchParams("from=2026-10-05"), now)).toEqual(defaultRange(now));
  });

  it("accepts what the database accepts", () => {
    expect(isValidRange({ from: "2026-10-05", to: "2026-10-05" })).toBe(true);
    expect(isValidRange({ from: "2026-10-18", to: "2026-10-05" })).toBe(false);
    expect(isValidRange({ from: "2025-10-01", to: "2026-10-18" })).toBe(false);
    expect(isValidRange({ from: "yesterday", to: "2026-10-18" })).toBe(false);
  });
});
