import { describe, expect, it } from "vitest";
import { inquiryStatusValues } from "./console";
import { inquiryDetailFields, inquiryTransitions } from "./console-leads";

describe("console inquiry content", () => {
  it("labels exactly the details keys the database accepts for each kind", () => {
    const keys = Object.fromEntries(
      Object.entries(inquiryDetailFields).map(([kind, fields]) => [
        kind,
        fields.map((f) => f.key).sort(),
      ]),
    );
    expect(keys).toEqual({
      ai: ["aiType", "budget", "dataAvailable", "industry", "requirements"],
      digital: ["budget", "projectType", "requirements", "timeline"],
      ecommerce: ["additionalInfo", "budget", "features", "products", "requirements"],
      global: [
        "companySize",
        "currentMarkets",
        "expansionGoals",
        "industry",
        "position",
        "targetMarkets",
        "timeline",
      ].sort(),
    });
    for (const fields of Object.values(inquiryDetailFields)) {
      expect(fields.every((field) => field.label.trim() !== "")).toBe(true);
    }
  });

  it("moves an inquiry only forward along the pipeline", () => {
    for (const [from, targets] of Object.entries(inquiryTransitions)) {
      for (const target of targets) {
        expect(inquiryStatusValues.indexOf(target)).toBeGreaterThan(
          inquiryStatusValues.indexOf(from as (typeof inquiryStatusValues)[number]),
        );
      }
    }
    expect(inquiryTransitions.won).toEqual([]);
    expect(inquiryTransitions.lost).toEqual([]);
  });
});
