import { inquiryKinds } from "@innovatehub/domain";
import { optionLabel } from "@innovatehub/content/shared";
import { describe, expect, it } from "vitest";
import { loadInquiry } from "./load";
import { inquiryRegistry } from "./registry";

describe("the inquiry registry", () => {
  it("has one definition per kind, keyed by its own kind", () => {
    expect(Object.keys(inquiryRegistry).sort()).toEqual([...inquiryKinds].sort());
    for (const kind of inquiryKinds) {
      expect(inquiryRegistry[kind].kind).toBe(kind);
    }
  });

  it.each(inquiryKinds)("%s loads lazily to the same definition", async (kind) => {
    await expect(loadInquiry(kind)).resolves.toBe(inquiryRegistry[kind]);
  });

  it.each(inquiryKinds)("%s has a field for every default value and no unnamed field", (kind) => {
    const definition = inquiryRegistry[kind];
    const fieldNames = definition.fields.map((field) => field.name);
    expect(new Set(fieldNames).size).toBe(fieldNames.length);
    expect([...fieldNames].sort()).toEqual(Object.keys(definition.defaultValues).sort());
    for (const field of definition.fields) {
      expect(field.label.trim()).not.toBe("");
    }
  });

  it.each(inquiryKinds)("%s: the empty form fails exactly on the required fields", (kind) => {
    const definition = inquiryRegistry[kind];
    const result = definition.schema.safeParse(definition.defaultValues);
    expect(result.success).toBe(false);
    const failing = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    const required = definition.fields.filter((field) => field.required).map((field) => field.name);
    expect([...failing].sort()).toEqual([...required].sort());
  });

  it("starts every form with subscribe unticked and no features chosen", () => {
    for (const kind of inquiryKinds) {
      expect(inquiryRegistry[kind].defaultValues.subscribe).toBe(false);
    }
    expect(inquiryRegistry.ecommerce.defaultValues.features).toEqual([]);
  });

  it("renders selects and the feature group from content option lists", () => {
    const storeType = inquiryRegistry.ecommerce.fields.find((field) => field.name === "storeType");
    expect(storeType?.type).toBe("select");
    if (storeType?.type === "select") {
      expect(storeType.options.map((option) => option.value)).toEqual([
        "retail",
        "digital",
        "services",
        "marketplace",
        "dropshipping",
        "subscription",
      ]);
      expect(optionLabel(storeType.options, "retail")).not.toBe("retail");
    }
    const features = inquiryRegistry.ecommerce.fields.find((field) => field.name === "features");
    expect(features?.type).toBe("checkbox-group");
    const phone = inquiryRegistry.global.fields.find((field) => field.name === "phone");
    expect(phone).toMatchObject({ type: "tel", autoComplete: "tel" });
    expect(phone?.type === "tel" ? phone.placeholder : "").toMatch(/^\+63 /);
  });

  it("carries the spec's toast texts word for word", () => {
    expect(inquiryRegistry.ai.toasts).toEqual({
      loading: "Submitting your AI solutions inquiry...",
      success: {
        title: "AI Solutions Inquiry Submitted",
        description: "Our team will contact you about your AI project!",
      },
    });
    expect(inquiryRegistry.digital.toasts).toEqual({
      loading: "Submitting your digital customization inquiry...",
      success: {
        title: "Digital Customization Inquiry Submitted",
        description: "Our team will contact you about your custom software project!",
      },
    });
    expect(inquiryRegistry.ecommerce.toasts).toEqual({
      loading: "Submitting your e-commerce inquiry...",
      success: {
        title: "E-Commerce Inquiry Submitted",
        description: "Our team will contact you about your online store project!",
      },
    });
    expect(inquiryRegistry.global.toasts).toEqual({
      loading: "Submitting your global expansion inquiry...",
      success: {
        title: "Global Expansion Inquiry Submitted",
        description: "Our team will contact you about international business opportunities!",
      },
    });
  });
});
