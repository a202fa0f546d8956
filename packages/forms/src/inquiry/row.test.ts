import { PRIVACY_NOTICE_VERSION } from "@innovatehub/content/shared";
import { describe, expect, it } from "vitest";
import { aiInquirySchema } from "../schemas/ai";
import { ecommerceInquirySchema } from "../schemas/ecommerce";
import { globalInquirySchema } from "../schemas/global";
import { inquiryCompanyField, toInquiryRow } from "./row";

const EMAIL = "liza.mercado@example.com";
const PHONE = "+63 917 000 0199";
const UUID = "3f1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e77";

const aiValues = aiInquirySchema.parse({
  name: "Liza Mercado",
  email: EMAIL,
  phone: PHONE,
  company: "",
  aiType: "chatbot",
  industry: "retail",
  requirements: "Answer stock questions on Messenger.",
  subscribe: true,
});

describe("toInquiryRow", () => {
  it("puts the shared fields in columns and only the kind's allowed fields in details", () => {
    expect(toInquiryRow("ai", aiValues, `inq-${UUID}`, "/ai-solutions")).toEqual({
      id: `inq-${UUID}`,
      kind: "ai",
      name: "Liza Mercado",
      email: EMAIL,
      phone: PHONE,
      company: null,
      details: {
        aiType: "chatbot",
        industry: "retail",
        requirements: "Answer stock questions on Messenger.",
      },
      subscribe: true,
      consent_notice_version: PRIVACY_NOTICE_VERSION,
      consent_form: "/ai-solutions",
    });
  });

  it("records consent only with a subscription, from a page path the database accepts", () => {
    const unsubscribed = toInquiryRow("ai", { ...aiValues, subscribe: false }, `inq-${UUID}`, "/x");
    expect(unsubscribed).not.toHaveProperty("consent_notice_version");
    expect(unsubscribed).not.toHaveProperty("consent_form");
    expect(toInquiryRow("ai", aiValues, `inq-${UUID}`, "/AI-Solutions").consent_form).toBe(
      "/ai-solutions",
    );
    expect(toInquiryRow("ai", aiValues, `inq-${UUID}`, "/caf\u00e9 page").consent_form).toBe("/");
  });

  it("stores the e-commerce business name as the company and keeps the feature list", () => {
    const values = ecommerceInquirySchema.parse({
      name: "Brew Haven",
      email: EMAIL,
      phone: PHONE,
      businessName: "Brew Haven Coffee",
      storeType: "subscription",
      products: "Monthly coffee boxes",
      features: ["payment-gateway", "shipping"],
    });
    const row = toInquiryRow("ecommerce", values, `inq-${UUID}`);
    expect(row.company).toBe("Brew Haven Coffee");
    expect(row.details).toEqual({
      requirements: "subscription",
      products: "Monthly coffee boxes",
      features: ["payment-gateway", "shipping"],
    });
    expect(row.subscribe).toBe(false);
  });

  it("keeps the global company as a column, not a detail", () => {
    const values = globalInquirySchema.parse({
      name: "Omar Haddad",
      email: EMAIL,
      phone: PHONE,
      company: "Gulf Remit",
      position: "COO",
      currentMarkets: "UAE",
      targetMarkets: "Philippines",
      expansionGoals: "Open a remittance corridor to Batangas.",
    });
    const row = toInquiryRow("global", values, `inq-${UUID}`);
    expect(row.company).toBe("Gulf Remit");
    expect(row.details).not.toHaveProperty("company");
    expect(row.details).toMatchObject({ position: "COO", targetMarkets: "Philippines" });
  });
});

describe("inquiryCompanyField", () => {
  it("names the business name as the e-commerce company and the company field elsewhere", () => {
    expect(inquiryCompanyField).toEqual({
      ai: "company",
      digital: "company",
      ecommerce: "businessName",
      global: "company",
    });
  });
});
