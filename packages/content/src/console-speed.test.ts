import { describe, expect, it } from "vitest";
import { consolePersonCopy, formatBusinessMinutes } from "./console-speed";

describe("the lead clock's words", () => {
  it("reads business minutes as a person would", () => {
    expect(formatBusinessMinutes(0)).toBe("0 min");
    expect(formatBusinessMinutes(45)).toBe("45 min");
    expect(formatBusinessMinutes(120)).toBe("2 h");
    expect(formatBusinessMinutes(125)).toBe("2 h 5 min");
  });
});

describe("the person behind a lead", () => {
  it("counts contacts in words", () => {
    expect(consolePersonCopy.contactSince(3, "March 2026")).toBe("Third contact since March 2026");
    expect(consolePersonCopy.contactSince(12, "March 2026")).toBe("12th contact since March 2026");
  });
});
