import { AGENT_RECORDS_YEARS_AFTER_AGENCY, inquiryAnswerKeys } from "@innovatehub/domain";
import { describe, expect, it } from "vitest";
import { consolePeopleCopy, inquiryDetailFields } from "./console-leads";

describe("console inquiry content", () => {
  it("labels every answer key of each kind, in the domain's order", () => {
    for (const [kind, keys] of Object.entries(inquiryAnswerKeys)) {
      const fields = inquiryDetailFields[kind as keyof typeof inquiryAnswerKeys];
      expect(fields.map((field) => field.key)).toEqual(keys);
      expect(fields.every((field) => field.label.trim() !== "")).toBe(true);
    }
  });
});

describe("the People screen's erasure toast", () => {
  const none = { appointments: 0, inquiries: 0, agent_applications: 0, kept_agent_applications: 0 };

  it("says only what was erased when no agency's application was kept", () => {
    expect(consolePeopleCopy.erased({ ...none, appointments: 1, inquiries: 1 })).toBe(
      "Erased 1 booking and 1 inquiry.",
    );
  });

  it("says how many agents' applications were kept, and why", () => {
    const toast = consolePeopleCopy.erased({
      ...none,
      agent_applications: 1,
      kept_agent_applications: 2,
    });
    expect(toast).toBe(
      `Erased 0 bookings, 0 inquiries and 1 agent application. Kept 2 agents' applications: the anti-money-laundering law makes us keep an agent's identification records until ${AGENT_RECORDS_YEARS_AFTER_AGENCY} years after the agency ends.`,
    );
  });
});
