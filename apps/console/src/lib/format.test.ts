import { describe, expect, it } from "vitest";
import {
  formatManila,
  formatManilaDate,
  formatManilaDay,
  formatManilaShortDay,
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
