import { describe, expect, it } from "vitest";
import { connectionTypeOf, deviceClassOf, reportedPathOf } from "./page-view-context";
import { sampleRateOf } from "./sample-rate";

describe("what a page-speed report says about the view", () => {
  it("names the device class by the viewport's width", () => {
    expect(deviceClassOf(390)).toBe("phone");
    expect(deviceClassOf(800)).toBe("tablet");
    expect(deviceClassOf(1366)).toBe("desktop");
  });

  it("keeps only the known connection types", () => {
    expect(connectionTypeOf("4g")).toBe("4g");
    expect(connectionTypeOf("wifi")).toBe("unknown");
    expect(connectionTypeOf(undefined)).toBe("unknown");
  });

  it("names a site page by its path and any other address as the not-found page", () => {
    expect(reportedPathOf("/about/", false)).toBe("/about");
    expect(reportedPathOf("/", false)).toBe("/");
    expect(reportedPathOf("/About/", false)).toBe("/about");
    expect(reportedPathOf("/ana@example.com", true)).toBe("/404");
  });

  it("reads the sample rate as a share, else half of the views", () => {
    expect(sampleRateOf("1")).toBe(1);
    expect(sampleRateOf("0")).toBe(0);
    expect(sampleRateOf("2")).toBe(0.5);
    expect(sampleRateOf(undefined)).toBe(0.5);
  });
});
