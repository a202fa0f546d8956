import { describe, expect, it } from "vitest";
import { toPhilippineMobile } from "./phone";

describe("toPhilippineMobile", () => {
  it.each([
    ["09171234567", "+639171234567"],
    ["0917 123 4567", "+639171234567"],
    ["0917-123-4567", "+639171234567"],
    ["+639171234567", "+639171234567"],
    ["+63 917 123 4567", "+639171234567"],
    ["639171234567", "+639171234567"],
    ["09991234567", "+639991234567"],
  ])("accepts %s as %s", (typed, stored) => {
    expect(toPhilippineMobile(typed)).toBe(stored);
  });

  it.each([
    ["a Manila landline", "02 8765 4321"],
    ["a Batangas landline", "(043) 723 1234"],
    ["a US number", "+1 415 555 2671"],
    ["a UAE mobile", "+971 50 123 4567"],
    ["a number one digit short", "0917123456"],
    ["a number one digit long", "091712345678"],
    ["a prefix alone", "0917"],
    ["letters", "call me"],
    ["nothing", ""],
  ])("refuses %s (%s)", (_what, typed) => {
    expect(toPhilippineMobile(typed)).toBeNull();
  });
});
