import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { aiInquirySchema } from "./ai";
import { digitalInquirySchema } from "./digital";
import { ecommerceInquirySchema } from "./ecommerce";
import { globalInquirySchema } from "./global";

/** The first message zod reports for each field path. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) {
    return {};
  }
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    messages[key] ??= issue.message;
  }
  return messages;
}

const base = { name: "Juan Dela Cruz", email: "juan@example.com", phone: "09171234567" };

const validAi = {
  ...base,
  aiType: "chatbot",
  requirements: "A chatbot for our store's Messenger page.",
};
const validDigital = {
  ...base,
  projectType: "web-app",
  requirements: "An ordering portal for our resellers.",
};
const validEcommerce = {
  ...base,
  businessName: "Brew Haven",
  storeType: "retail",
  products: "Coffee beans and brewing gear",
  features: ["payment-gateway"],
};
const validGlobal = {
  ...base,
  company: "Batangas Foods Inc.",
  position: "CEO",
  currentMarkets: "Philippines",
  targetMarkets: "Dubai",
  expansionGoals: "Open a distribution office in Dubai next year.",
};

const kinds = [
  ["ai", aiInquirySchema, validAi],
  ["digital", digitalInquirySchema, validDigital],
  ["ecommerce", ecommerceInquirySchema, validEcommerce],
  ["global", globalInquirySchema, validGlobal],
] as const;

describe.each(kinds)("the %s inquiry's shared rules", (_kind, schema, valid) => {
  it("accepts a complete inquiry and defaults subscribe to false", () => {
    const result = schema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.subscribe).toBe(false);
  });

  it("keeps subscribe when given", () => {
    expect(schema.safeParse({ ...valid, subscribe: true }).data?.subscribe).toBe(true);
    expect(messagesOf(schema, { ...valid, subscribe: "yes" }).subscribe).toBeDefined();
  });

  it("needs a name of at least 2 characters", () => {
    expect(messagesOf(schema, { ...valid, name: "J" }).name).toBe(
      "Name must be at least 2 characters",
    );
    expect(messagesOf(schema, { ...valid, name: "" }).name).toBe(
      "Name must be at least 2 characters",
    );
    expect(messagesOf(schema, { ...valid, name: "Jo" }).name).toBeUndefined();
  });

  it("needs a valid e-mail address", () => {
    for (const email of ["", "juan", "juan@", "@example.com", "juan@example"]) {
      expect(messagesOf(schema, { ...valid, email }).email).toBe(
        "Please enter a valid email address",
      );
    }
    expect(messagesOf(schema, { ...valid, email: "j@example.ph" }).email).toBeUndefined();
  });

  it("needs a phone of at least 10 characters", () => {
    expect(messagesOf(schema, { ...valid, phone: "123456789" }).phone).toBe(
      "Please enter a valid phone number",
    );
    expect(messagesOf(schema, { ...valid, phone: "1234567890" }).phone).toBeUndefined();
  });

  it("rejects absurdly long input instead of passing it on", () => {
    expect(messagesOf(schema, { ...valid, name: "x".repeat(1000) }).name).toBe(
      "Please use at most 100 characters",
    );
  });
});

describe("AI inquiry", () => {
  it("reports exactly the spec's messages for an empty form", () => {
    expect(
      messagesOf(aiInquirySchema, {
        name: "",
        email: "",
        company: "",
        phone: "",
        industry: "",
        aiType: "",
        dataAvailable: "",
        budget: "",
        requirements: "",
        subscribe: false,
      }),
    ).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      aiType: "Please select an AI solution type",
      requirements: "Please provide more details about your requirements",
    });
  });

  it("needs an AI type from the list", () => {
    expect(messagesOf(aiInquirySchema, { ...validAi, aiType: "telepathy" }).aiType).toBe(
      "Please select an AI solution type",
    );
    expect(messagesOf(aiInquirySchema, { ...validAi, aiType: undefined }).aiType).toBe(
      "Please select an AI solution type",
    );
  });

  it("needs requirements of at least 10 characters", () => {
    expect(
      messagesOf(aiInquirySchema, { ...validAi, requirements: "123456789" }).requirements,
    ).toBe("Please provide more details about your requirements");
    expect(
      messagesOf(aiInquirySchema, { ...validAi, requirements: "1234567890" }).requirements,
    ).toBeUndefined();
  });

  it("treats company, industry, data availability and budget as really optional", () => {
    const blank = aiInquirySchema.parse({
      ...validAi,
      company: "",
      industry: "",
      dataAvailable: "",
      budget: "",
    });
    expect(blank).toMatchObject({
      company: undefined,
      industry: undefined,
      dataAvailable: undefined,
      budget: undefined,
    });
    const filled = aiInquirySchema.parse({
      ...validAi,
      company: "Acme",
      industry: "retail",
      dataAvailable: "not-sure",
      budget: "over-500k",
    });
    expect(filled).toMatchObject({
      company: "Acme",
      industry: "retail",
      dataAvailable: "not-sure",
      budget: "over-500k",
    });
    expect(messagesOf(aiInquirySchema, { ...validAi, budget: "a-million" }).budget).toBeDefined();
  });
});

describe("Digital inquiry", () => {
  it("reports exactly the spec's messages for an empty form", () => {
    expect(
      messagesOf(digitalInquirySchema, {
        name: "",
        email: "",
        company: "",
        phone: "",
        projectType: "",
        budget: "",
        timeline: "",
        requirements: "",
        subscribe: false,
      }),
    ).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      projectType: "Please select a project type",
      requirements: "Please provide more details about your project",
    });
  });

  it("needs requirements of at least 10 characters", () => {
    expect(
      messagesOf(digitalInquirySchema, { ...validDigital, requirements: "too short" }).requirements,
    ).toBe("Please provide more details about your project");
    expect(
      messagesOf(digitalInquirySchema, { ...validDigital, requirements: "long enough" })
        .requirements,
    ).toBeUndefined();
  });

  it("treats company, budget and timeline as optional", () => {
    expect(digitalInquirySchema.parse({ ...validDigital, budget: "", timeline: "" })).toMatchObject(
      {
        budget: undefined,
        timeline: undefined,
      },
    );
    expect(
      digitalInquirySchema.parse({ ...validDigital, budget: "5k-20k", timeline: "flexible" }),
    ).toMatchObject({
      budget: "5k-20k",
      timeline: "flexible",
    });
  });
});

describe("E-commerce inquiry", () => {
  it("reports exactly the spec's messages for an empty form", () => {
    expect(
      messagesOf(ecommerceInquirySchema, {
        name: "",
        email: "",
        businessName: "",
        phone: "",
        storeType: "",
        products: "",
        features: [],
        budget: "",
        additionalInfo: "",
        subscribe: false,
      }),
    ).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      businessName: "Business name is required",
      phone: "Please enter a valid phone number",
      storeType: "Please select a store type",
      products: "Please describe your products",
      features: "Please select at least one feature",
    });
  });

  it("checks the boundaries of business name (2) and products (5)", () => {
    expect(
      messagesOf(ecommerceInquirySchema, { ...validEcommerce, businessName: "B" }).businessName,
    ).toBe("Business name is required");
    expect(
      messagesOf(ecommerceInquirySchema, { ...validEcommerce, businessName: "BH" }).businessName,
    ).toBeUndefined();
    expect(
      messagesOf(ecommerceInquirySchema, { ...validEcommerce, products: "Bean" }).products,
    ).toBe("Please describe your products");
    expect(
      messagesOf(ecommerceInquirySchema, { ...validEcommerce, products: "Beans" }).products,
    ).toBeUndefined();
  });

  it("needs at least one known feature", () => {
    expect(
      messagesOf(ecommerceInquirySchema, { ...validEcommerce, features: undefined }).features,
    ).toBe("Please select at least one feature");
    expect(
      messagesOf(ecommerceInquirySchema, { ...validEcommerce, features: ["teleport"] })[
        "features.0"
      ],
    ).toBeDefined();
    expect(
      ecommerceInquirySchema.parse({ ...validEcommerce, features: ["inventory", "shipping"] })
        .features,
    ).toEqual(["inventory", "shipping"]);
  });

  it("sends the store type as requirements", () => {
    const values = ecommerceInquirySchema.parse({ ...validEcommerce, storeType: "marketplace" });
    expect(values.requirements).toBe("marketplace");
    expect("storeType" in values).toBe(false);
  });

  it("treats budget and additional information as optional", () => {
    expect(
      ecommerceInquirySchema.parse({ ...validEcommerce, budget: "", additionalInfo: "  " }),
    ).toMatchObject({
      budget: undefined,
      additionalInfo: undefined,
    });
  });
});

describe("Global inquiry", () => {
  it("reports exactly the spec's messages for an empty form", () => {
    expect(
      messagesOf(globalInquirySchema, {
        name: "",
        email: "",
        company: "",
        position: "",
        phone: "",
        industry: "",
        companySize: "",
        currentMarkets: "",
        targetMarkets: "",
        timeline: "",
        expansionGoals: "",
        subscribe: false,
      }),
    ).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      company: "Company name is required",
      position: "Position/role is required",
      phone: "Please enter a valid phone number",
      currentMarkets: "Please enter your current markets",
      targetMarkets: "Please enter your target markets",
      expansionGoals: "Please describe your expansion goals",
    });
  });

  it.each([
    ["company", "Company name is required"],
    ["position", "Position/role is required"],
    ["currentMarkets", "Please enter your current markets"],
    ["targetMarkets", "Please enter your target markets"],
  ] as const)("needs %s of at least 2 characters", (field, message) => {
    expect(messagesOf(globalInquirySchema, { ...validGlobal, [field]: "A" })[field]).toBe(message);
    expect(
      messagesOf(globalInquirySchema, { ...validGlobal, [field]: "AE" })[field],
    ).toBeUndefined();
  });

  it("needs expansion goals of at least 10 characters", () => {
    expect(
      messagesOf(globalInquirySchema, { ...validGlobal, expansionGoals: "123456789" })
        .expansionGoals,
    ).toBe("Please describe your expansion goals");
    expect(
      messagesOf(globalInquirySchema, { ...validGlobal, expansionGoals: "1234567890" })
        .expansionGoals,
    ).toBeUndefined();
  });

  it("treats industry, company size and timeline as optional", () => {
    expect(
      globalInquirySchema.parse({ ...validGlobal, industry: "", companySize: "", timeline: "" }),
    ).toMatchObject({
      industry: undefined,
      companySize: undefined,
      timeline: undefined,
    });
    expect(
      globalInquirySchema.parse({
        ...validGlobal,
        industry: "logistics",
        companySize: "1000+",
        timeline: "planning",
      }),
    ).toMatchObject({ industry: "logistics", companySize: "1000+", timeline: "planning" });
  });
});
