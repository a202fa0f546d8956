import { describe, expect, it } from "vitest";
import { inquiryAnswers } from "./inquiry-fields";

describe("inquiry answers", () => {
  it("labels every answer as the form does and turns option values into their labels", () => {
    expect(
      inquiryAnswers("ecommerce", {
        requirements: "retail",
        products: "Handmade bags",
        features: ["payment-gateway", "inventory"],
        additionalInfo: "",
      }),
    ).toEqual([
      { key: "requirements", label: "Store Type", value: "Retail products" },
      { key: "products", label: "Products or Services", value: "Handmade bags" },
      { key: "features", label: "Features Needed", value: "Payment gateway, Inventory management" },
    ]);
  });

  it("keeps a value the option list does not know as it is stored", () => {
    expect(
      inquiryAnswers("ai", { industry: "space-mining", requirements: "Forecast demand" }),
    ).toEqual([
      { key: "industry", label: "Industry", value: "space-mining" },
      { key: "requirements", label: "Project Requirements", value: "Forecast demand" },
    ]);
  });

  it("shows nothing for an unknown kind or malformed details", () => {
    expect(inquiryAnswers("other", { requirements: "x" })).toEqual([]);
    expect(inquiryAnswers("ai", ["requirements"])).toEqual([]);
  });
});
