import { describe, expect, it } from "vitest";
import { dataCacheRetryDelayMs } from "./console-data-cache";

describe("dataCacheRetryDelayMs", () => {
  it("doubles each attempt and stops at 30 seconds", () => {
    expect(dataCacheRetryDelayMs(0)).toBe(1000);
    expect(dataCacheRetryDelayMs(1)).toBe(2000);
    expect(dataCacheRetryDelayMs(2)).toBe(4000);
    expect(dataCacheRetryDelayMs(5)).toBe(30_000);
    expect(dataCacheRetryDelayMs(10)).toBe(30_000);
  });
});
