import { PostgrestError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import {
  closedDayReason,
  DataError,
  isIllegalTransition,
  isRefusal,
  refusalMessage,
  unwrap,
} from "./errors";

const base = { status: 200, statusText: "OK" };

function refused(message: string) {
  const error = new PostgrestError({ message, details: "", hint: "", code: "PT409" });
  return Promise.resolve({ ...base, success: false as const, error, data: null, count: null });
}

describe("unwrap", () => {
  it("hands back the data of a successful response", async () => {
    const ok = Promise.resolve({
      ...base,
      success: true as const,
      error: null,
      data: [1, 2],
      count: null,
    });
    await expect(unwrap(ok)).resolves.toEqual([1, 2]);
  });

  it("throws a DataError carrying the database's reason", async () => {
    const error = await unwrap(refused("slot_taken")).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ reason: "slot_taken", code: "PT409" });
    expect(isRefusal(error, "slot_taken")).toBe(true);
    expect(isRefusal(error, "slot_in_past")).toBe(false);
  });

  it("recognises an illegal move and nothing else as one", async () => {
    const illegal = await unwrap(refused("illegal_transition")).catch((thrown: unknown) => thrown);
    expect(isIllegalTransition(illegal)).toBe(true);
    expect(isIllegalTransition(new Error("illegal_transition"))).toBe(false);
  });
});

describe("refusal texts", () => {
  const messages = { slot_taken: "Taken." };

  it("chooses the text by the database's reason, and the fallback for any other failure", async () => {
    const taken = await unwrap(refused("slot_taken")).catch((thrown: unknown) => thrown);
    const other = await unwrap(refused("slot_in_past")).catch((thrown: unknown) => thrown);
    expect(refusalMessage(taken, messages, "Failed.")).toBe("Taken.");
    expect(refusalMessage(other, messages, "Failed.")).toBe("Failed.");
    expect(refusalMessage(new Error("slot_taken"), messages, "Failed.")).toBe("Failed.");
  });

  it("reads a closed day's reason from the database's hint", () => {
    const closed = new DataError({ message: "day_closed", code: "PT409", hint: "Rizal Day" });
    expect(closedDayReason(closed)).toBe("Rizal Day");
    expect(closedDayReason(new DataError({ message: "slot_taken", code: "PT409", hint: "x" }))).toBeNull();
    expect(closedDayReason(new DataError({ message: "day_closed", code: "PT409" }))).toBeNull();
  });
});
