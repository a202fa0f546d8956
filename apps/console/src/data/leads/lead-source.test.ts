import { describe, expect, it } from "vitest";
import { toLeadSource } from "./lead-source";

describe("a lead's source", () => {
  it("reads the stored keys, and an empty or missing source as direct (null)", () => {
    expect(toLeadSource({ utm_source: "newsletter", landing_path: "/ai-solutions" })).toEqual({
      utm_source: "newsletter",
      landing_path: "/ai-solutions",
    });
    expect(toLeadSource(null)).toBeNull();
    expect(toLeadSource({})).toBeNull();
  });

  it("refuses a shape the database never stores", () => {
    expect(() => toLeadSource({ gclid: "x" })).toThrow();
    expect(() => toLeadSource({ utm_source: 1 })).toThrow();
  });
});
