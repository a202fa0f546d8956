import { consoleInvalidDate } from "@innovatehub/content/console";
import { describe, expect, it } from "vitest";
import {
  formatManila,
  formatManilaDate,
  formatManilaDay,
  formatManilaMonth,
  formatManilaMonthDay,
  formatManilaShortDay,
  formatMoment,
  formatViewerLocal,
} from "./format";

describe("formatManila", () => {
  it("shows a moment in Manila time with its label", () => {
    expect(formatManila("2026-12-07T01:00:00Z")).toBe("Mon, Dec 7, 2026, 9:00 AM PHT");
  });
});

describe("formatViewerLocal", () => {
  it("is null for a viewer in Manila time and the local time elsewhere", () => {
    expect(formatViewerLocal("2026-12-07T01:00:00Z", "Asia/Manila")).toBeNull();
    expect(formatViewerLocal("2026-12-07T01:00:00Z", "Europe/Berlin")).toMatch(/2:00/);
  });
});

describe("Manila days", () => {
  it("name the Manila calendar day in full and in short", () => {
    expect(formatManilaDay("2026-11-23")).toMatch(/Monday/);
    expect(formatManilaDay("2026-11-23")).toMatch(/23/);
    expect(formatManilaShortDay("2026-11-27")).toMatch(/27.*2026|2026.*27/);
  });

  it("name a day with its year where a list spans years", () => {
    expect(formatManilaDate("2026-11-30")).toBe("Monday, November 30, 2026");
  });
});

describe("a value that is not a real instant", () => {
  // What a visitor can send in a lead's source, or PostgreSQL can hold: none of it may throw.
  const badValues = [
    "infinity",
    "-infinity",
    "2026-13-45T25:61:61Z",
    "0000-00-00T00:00:00Z",
    "2026-02-30T09:00:00Z",
    "+275760-09-14T00:00:01Z",
    "",
    "not a date",
  ];

  it.each(badValues)("%j reads as the placeholder everywhere", (value) => {
    expect(formatManila(value)).toBe(consoleInvalidDate);
    expect(formatManilaMonth(value)).toBe(consoleInvalidDate);
    expect(formatViewerLocal(value, "Europe/Berlin")).toBeNull();
  });

  it("as an invalid Date reads as the placeholder too", () => {
    expect(formatManila(new Date(Number.NaN))).toBe(consoleInvalidDate);
    expect(formatManila(new Date("2026-13-45T25:61:61Z"))).toBe(consoleInvalidDate);
  });

  it.each(["2026-13-45", "2026-02-30", "infinity", ""])("the day key %j reads as the placeholder", (day) => {
    expect(formatManilaDay(day)).toBe(consoleInvalidDate);
    expect(formatManilaDate(day)).toBe(consoleInvalidDate);
    expect(formatManilaShortDay(day)).toBe(consoleInvalidDate);
  });

  it("leaves real instants as they are, whatever their offset", () => {
    expect(formatManila("2026-12-07T09:00:00.123456+08:00")).toBe("Mon, Dec 7, 2026, 9:00 AM PHT");
    expect(formatManilaMonth("2026-03-15T00:00:00Z")).toBe("March 2026");
  });

  it("turns a writer that throws into the placeholder", () => {
    expect(
      formatMoment("2026-12-07T01:00:00Z", () => {
        throw new RangeError("Invalid time value");
      }),
    ).toBe(consoleInvalidDate);
  });
});

describe("a chart's week label", () => {
  it("names the Manila calendar day by month and day, or the placeholder", () => {
    expect(formatManilaMonthDay("2026-10-05")).toBe("Oct 5");
    expect(formatManilaMonthDay("2026-13-45")).toBe(consoleInvalidDate);
  });
});
