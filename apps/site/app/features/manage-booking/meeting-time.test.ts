import { describe, expect, it } from "vitest";
import { manilaMeetingTime, meetingTime } from "./meeting-time";

describe("meeting times on the manage page", () => {
  it("name the day, not only the clock, in Philippine time", () => {
    expect(manilaMeetingTime("2026-12-08T09:00:00+08:00")).toBe("Tuesday, December 8, 2026 at 9:00 AM");
  });

  it("show the visitor's own day when it differs from Manila's", () => {
    expect(meetingTime("2026-12-08T07:30:00+08:00", "America/New_York")).toBe(
      "Monday, December 7, 2026 at 6:30 PM",
    );
  });
});
