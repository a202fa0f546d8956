import { describe, expect, it } from "vitest";
import { safeNextPath } from "./require-staff";

describe("safeNextPath", () => {
  it("keeps a path inside the console", () => {
    expect(safeNextPath("/inbox?kind=booking", "/inbox")).toBe("/inbox?kind=booking");
  });

  it("refuses other origins and missing values", () => {
    for (const next of [null, "https://evil.example", "//evil.example", "/\\evil.example"]) {
      expect(safeNextPath(next, "/inbox")).toBe("/inbox");
    }
  });
});
