import { describe, expect, it } from "vitest";
import {
  aiBudgetOptions,
  aiTypeOptions,
  companySizeOptions,
  dataAvailabilityOptions,
  digitalBudgetOptions,
  digitalProjectTypeOptions,
  digitalTimelineOptions,
  durationOptions,
  ecommerceBudgetOptions,
  ecommerceFeatureOptions,
  globalTimelineOptions,
  industryOptions,
  meetingTypeOptions,
  optionLabel,
  storeTypeOptions,
} from "./options";

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe("option lists of docs/product.md §3", () => {
  it.each([
    [
      "industry",
      industryOptions,
      [
        "finance",
        "healthcare",
        "retail",
        "manufacturing",
        "education",
        "logistics",
        "agriculture",
        "other",
      ],
    ],
    [
      "AI type",
      aiTypeOptions,
      [
        "chatbot",
        "analytics",
        "nlp",
        "computer-vision",
        "process-automation",
        "recommendation",
        "custom",
      ],
    ],
    [
      "data availability",
      dataAvailabilityOptions,
      ["yes-ready", "yes-needs-processing", "no-need-collection", "not-sure"],
    ],
    [
      "AI budget",
      aiBudgetOptions,
      ["under-50k", "50k-100k", "100k-250k", "250k-500k", "over-500k"],
    ],
    [
      "digital project type",
      digitalProjectTypeOptions,
      ["web-app", "mobile-app", "enterprise-software", "integration", "consultation"],
    ],
    [
      "digital budget",
      digitalBudgetOptions,
      ["under-5k", "5k-20k", "20k-50k", "50k-100k", "over-100k"],
    ],
    ["digital timeline", digitalTimelineOptions, ["urgent", "short", "medium", "long", "flexible"]],
    [
      "store type",
      storeTypeOptions,
      ["retail", "digital", "services", "marketplace", "dropshipping", "subscription"],
    ],
    [
      "e-commerce features",
      ecommerceFeatureOptions,
      [
        "payment-gateway",
        "inventory",
        "shipping",
        "cms",
        "analytics",
        "mobile-app",
        "social-media",
        "marketing",
      ],
    ],
    [
      "e-commerce budget",
      ecommerceBudgetOptions,
      ["under-10k", "10k-30k", "30k-50k", "50k-100k", "over-100k"],
    ],
    [
      "company size",
      companySizeOptions,
      ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"],
    ],
    ["global timeline", globalTimelineOptions, ["urgent", "short", "medium", "long", "planning"]],
  ] as const)("%s has exactly the spec's values with a label each", (_name, options, expected) => {
    expect(values(options)).toEqual(expected);
    for (const option of options) {
      expect(option.label.trim()).not.toBe("");
    }
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
  });

  it("labels the timelines with the spec's ranges", () => {
    expect(optionLabel(digitalTimelineOptions, "urgent")).toContain("under 2 weeks");
    expect(optionLabel(digitalTimelineOptions, "long")).toContain("3+ months");
    expect(optionLabel(globalTimelineOptions, "medium")).toContain("6-12 months");
    expect(optionLabel(globalTimelineOptions, "long")).toContain("1+ year");
  });

  it("prices budgets in Philippine pesos", () => {
    for (const option of [...aiBudgetOptions, ...digitalBudgetOptions, ...ecommerceBudgetOptions]) {
      expect(option.label).toContain("₱");
    }
  });

  it("has the meeting types and durations with the spec's labels", () => {
    expect(meetingTypeOptions).toEqual([
      { value: "call", label: "Phone Call" },
      { value: "video", label: "Video Conference" },
    ]);
    expect(durationOptions).toEqual([
      { value: "30min", label: "30 Minutes" },
      { value: "60min", label: "1 Hour" },
    ]);
  });

  it("shows an unknown value as itself", () => {
    expect(optionLabel(industryOptions, "space-mining")).toBe("space-mining");
    expect(optionLabel(industryOptions, "finance")).toBe("Finance & Banking");
  });
});
