import { inquiryAnswerKeys } from "@innovatehub/domain";
import { describe, expect, it } from "vitest";
import { inquiryDetailFields } from "./console-leads";

describe("console inquiry content", () => {
  it("labels every answer key of each kind, in the domain's order", () => {
    for (const [kind, keys] of Object.entries(inquiryAnswerKeys)) {
      const fields = inquiryDetailFields[kind as keyof typeof inquiryAnswerKeys];
      expect(fields.map((field) => field.key)).toEqual(keys);
      expect(fields.every((field) => field.label.trim() !== "")).toBe(true);
    }
  });
});
