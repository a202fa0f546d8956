import { describe, expect, it } from "vitest";
import { offeredBookingMoves } from "./booking-moves";

const NOW = new Date("2027-03-08T02:00:00Z");

describe("offeredBookingMoves", () => {
  it("offers no outcome on a confirmed meeting that has not started", () => {
    expect(
      offeredBookingMoves({ status: "confirmed", scheduled_at: "2027-04-19T01:00:00Z" }, NOW),
    ).toEqual({ targets: ["cancelled"], outcomesWaitForStart: true });
  });

  it("offers completed and no-show from the meeting's start", () => {
    expect(
      offeredBookingMoves({ status: "confirmed", scheduled_at: "2027-03-08T02:00:00Z" }, NOW),
    ).toEqual({ targets: ["completed", "no_show", "cancelled"], outcomesWaitForStart: false });
  });

  it("leaves the other moves as the domain says", () => {
    expect(
      offeredBookingMoves({ status: "pending", scheduled_at: "2027-04-19T01:00:00Z" }, NOW),
    ).toEqual({ targets: ["confirmed", "declined", "cancelled"], outcomesWaitForStart: false });
  });
});
