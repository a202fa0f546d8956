import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingSchema } from "../booking/schema";
import { aiInquirySchema } from "./ai";
import { digitalInquirySchema } from "./digital";
import { ecommerceInquirySchema } from "./ecommerce";
import { globalInquirySchema } from "./global";

const schemas = [
  ["ai", aiInquirySchema],
  ["digital", digitalInquirySchema],
  ["ecommerce", ecommerceInquirySchema],
  ["global", globalInquirySchema],
  ["booking", bookingSchema],
] as const;

const fieldNames = [
  "name",
  "email",
  "phone",
  "company",
  "subscribe",
  "aiType",
  "requirements",
  "projectType",
  "businessName",
  "storeType",
  "products",
  "features",
  "position",
  "currentMarkets",
  "targetMarkets",
  "expansionGoals",
  "industry",
  "budget",
  "timeline",
  "date",
  "time",
  "duration",
  "meetingType",
  "topic",
  "notes",
];

const anyString = fc.string({ unit: "binary", maxLength: 300 });
const anyValue = fc.oneof(
  anyString,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyString, { maxLength: 4 }),
);
const formLike = fc.dictionary(fc.constantFrom(...fieldNames), anyValue);

describe.each(schemas)("the %s schema under random input", (_kind, schema) => {
  it("never throws on random strings in every field", () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(fieldNames.map((name) => [name, anyString]))),
        (input) => {
          const result = schema.safeParse(input);
          expect(typeof result.success).toBe("boolean");
        },
      ),
    );
  });

  it("never throws on random shapes, and every failure names its field", () => {
    fc.assert(
      fc.property(fc.oneof(formLike, anyValue), (input) => {
        const result = schema.safeParse(input);
        if (!result.success) {
          for (const issue of result.error.issues) {
            expect(typeof issue.message).toBe("string");
            expect(issue.message.length).toBeGreaterThan(0);
          }
        }
      }),
    );
  });
});

describe("name rule as a property", () => {
  it("accepts exactly the names of 2 to 100 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const result = aiInquirySchema.safeParse({
          name,
          email: "a@example.com",
          phone: "0917 123 4567",
          aiType: "custom",
          requirements: "Enough detail here.",
        });
        expect(result.success).toBe(name.length >= 2 && name.length <= 100);
      }),
    );
  });
});
