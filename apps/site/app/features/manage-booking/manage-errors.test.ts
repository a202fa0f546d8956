import { describe, expect, it } from "vitest";
import { ManageError } from "./manage-backend";
import { manageErrorMessage } from "./manage-errors";

describe("manageErrorMessage", () => {
  it("names a closed day from the database's hint", () => {
    expect(manageErrorMessage(new ManageError("day_closed", "Christmas Day"))).toBe(
      "That day is closed: Christmas Day. Please choose another day.",
    );
  });

  it("asks for a later time inside the minimum notice", () => {
    expect(manageErrorMessage(new ManageError("slot_too_soon"))).toBe(
      "Meetings start at least 2 hours from now. Please choose a later time.",
    );
  });

  it("says when the link's changes are used up, and when the mailbox's day is", () => {
    expect(manageErrorMessage(new ManageError("reschedule_limit"))).toBe(
      "This booking has already been moved 3 times, the most a link allows. To change it again, please reply to your confirmation e-mail.",
    );
    expect(manageErrorMessage(new ManageError("rate_limited"))).toBe(
      "This e-mail address has made the most bookings and changes allowed for today. Please try again tomorrow, or reply to your confirmation e-mail.",
    );
  });

  it("asks for another day when a closed day has no reason, and says unavailable for anything unknown", () => {
    expect(manageErrorMessage(new ManageError("day_closed"))).toBe(
      "Please choose a day and one of its free times.",
    );
    expect(manageErrorMessage(new Error("boom"))).toBe(
      "We could not reach the booking service. Please check your connection and try again.",
    );
  });
});
