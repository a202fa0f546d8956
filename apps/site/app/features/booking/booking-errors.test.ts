import { bookingDialog } from "@innovatehub/content/site";
import { describe, expect, it } from "vitest";
import { classifyInsertError, thrownErrorMessage } from "./booking-errors";

const { messages } = bookingDialog;

describe("classifyInsertError", () => {
  it("treats the backend's slot_taken (PT409) as a taken slot that refreshes availability", () => {
    expect(classifyInsertError({ code: "PT409", message: "slot_taken" }, 409)).toEqual({
      kind: "slot-taken",
      message: messages.slotTaken,
      refreshSlots: true,
      reuseId: false,
    });
  });

  it("treats an exclusion violation (23P01) as a taken slot too", () => {
    const failure = classifyInsertError({ code: "23P01", message: "conflicting key value" }, 409);
    expect(failure.kind).toBe("slot-taken");
    expect(failure.refreshSlots).toBe(true);
  });

  it("asks for another slot when the chosen one has passed", () => {
    const failure = classifyInsertError({ code: "PT400", message: "slot_in_past" }, 400);
    expect(failure).toMatchObject({
      kind: "slot-unavailable",
      message: messages.invalidSlot,
      refreshSlots: true,
    });
  });

  it("names a closed day from the database's hint, and refreshes the calendar", () => {
    const failure = classifyInsertError(
      { code: "PT409", message: "day_closed", hint: "Rizal Day" },
      409,
    );
    expect(failure.kind).toBe("day-closed");
    expect(failure.message).toBe("That day is closed: Rizal Day. Please choose another day.");
    expect(failure.refreshSlots).toBe(true);
  });

  it("asks for a later time when the start is inside the minimum notice", () => {
    const failure = classifyInsertError({ code: "PT400", message: "slot_too_soon" }, 400);
    expect(failure.message).toBe(
      "Meetings start at least 2 hours from now. Please choose a later time.",
    );
    expect(failure.refreshSlots).toBe(true);
  });

  it("says 'try later' when rate limited, by code or by status", () => {
    expect(classifyInsertError({ code: "PT429", message: "rate_limited" }, 429).message).toBe(
      messages.rateLimited,
    );
    expect(classifyInsertError({ code: "", message: "" }, 429).kind).toBe("rate-limited");
  });

  it("asks to check the form for refused values (check constraints, bad data)", () => {
    expect(classifyInsertError({ code: "23514", message: "violates check" }, 400).message).toBe(
      messages.invalid,
    );
    expect(classifyInsertError({ code: "22001", message: "value too long" }, 400).kind).toBe(
      "invalid",
    );
    expect(classifyInsertError({ code: "PT400", message: "invalid_slot" }, 400).kind).toBe(
      "invalid",
    );
  });

  it("keeps the id for a retry when the request never got an answer", () => {
    const failure = classifyInsertError({ code: "", message: "TypeError: Failed to fetch" }, 0);
    expect(failure).toEqual({
      kind: "network",
      message: messages.networkError,
      refreshSlots: false,
      reuseId: true,
    });
  });

  it("does not reuse an id the database already holds for another booking", () => {
    const failure = classifyInsertError({ code: "PT409", message: "duplicate_id" }, 409);
    expect(failure).toMatchObject({
      kind: "rejected",
      message: messages.insertFailedFallback,
      reuseId: false,
    });
  });

  it("shows any other error's own message (docs/product.md §8)", () => {
    const failure = classifyInsertError(
      { code: "42501", message: 'permission denied for table "appointments"' },
      401,
    );
    expect(failure).toMatchObject({
      kind: "rejected",
      message: 'permission denied for table "appointments"',
    });
  });

  it("falls back to 'Failed to submit booking request' when the error has no message", () => {
    expect(classifyInsertError({ code: "XX000", message: "  " }, 500).message).toBe(
      "Failed to submit booking request",
    );
    expect(classifyInsertError({ code: null, message: null }, 500).message).toBe(
      "Failed to submit booking request",
    );
  });
});

describe("thrownErrorMessage", () => {
  it("uses the spec's texts for thrown errors and anything else thrown", () => {
    expect(thrownErrorMessage(new Error("boom"))).toBe(
      "An error occurred while submitting your booking request",
    );
    expect(thrownErrorMessage("boom")).toBe("An unknown error occurred");
  });
});
