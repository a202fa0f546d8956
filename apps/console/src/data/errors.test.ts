import { PostgrestError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { DataError, isIllegalTransition, isRefusal, unwrap } from "./errors";

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
