import { describe, expect, it } from "vitest";
import {
  agentStageMailTemplates,
  BUSINESS_HOURS_LABEL,
  bookingNeedsOutcome,
  businessWeekdayNames,
  funnelStages,
  inquiryStatuses,
  isAgentApplicationMailTemplate,
  isBookingMailTemplate,
  isDirectLead,
  isEscalationMailTemplate,
  leadSourceKeys,
  leadSourceName,
  leadSourceUtmKeys,
  mailTemplates,
  narrowPersonLead,
  reachedFunnelStage,
  SPAM_STATUS,
  UnknownValueError,
} from "./index.ts";

describe("the outbox vocabulary", () => {
  it("gives every template exactly one renderer: a booking's, an agent application's, an inquiry's or an escalation", () => {
    const renderers = {
      escalation: isEscalationMailTemplate,
      booking: isBookingMailTemplate,
      agent_application: isAgentApplicationMailTemplate,
    } as const;
    // Each template is claimed by at most one of the families that say so; the rest are the inquiry's.
    for (const template of mailTemplates) {
      const claimedBy = Object.values(renderers).filter((claims) => claims(template));
      expect(claimedBy.length, template).toBeLessThanOrEqual(1);
    }
    const families = mailTemplates.map(
      (template) =>
        (Object.keys(renderers) as (keyof typeof renderers)[]).find((family) => renderers[family](template)) ??
        "inquiry",
    );
    expect(mailTemplates.filter((_, index) => families[index] === "escalation")).toEqual([
      "lead_unanswered",
      "booking_pending_soon",
      "agent_application_unanswered",
    ]);
    expect(mailTemplates.filter((_, index) => families[index] === "inquiry")).toEqual([
      "inquiry_received",
      "inquiry_new",
    ]);
    expect(mailTemplates.filter((_, index) => families[index] === "agent_application")).toEqual([
      "agent_application_received",
      "agent_application_repeat",
      "agent_application_new",
      ...Object.values(agentStageMailTemplates),
    ]);
  });
});

describe("the lead source", () => {
  it("is named by its campaign, else its referring site, else direct", () => {
    expect(leadSourceName({ utm_source: "newsletter", referrer_host: "google.com" })).toBe(
      "newsletter",
    );
    expect(leadSourceName({ referrer_host: "google.com" })).toBe("google.com");
    expect(leadSourceName(null)).toBe("direct");
    expect(leadSourceName({})).toBe("direct");
    expect(isDirectLead({})).toBe(true);
    expect(isDirectLead({ referrer_host: "google.com" })).toBe(false);
  });

  it("lists every campaign key among its keys", () => {
    expect(leadSourceKeys).toEqual(expect.arrayContaining([...leadSourceUtmKeys]));
  });
});

describe("business hours", () => {
  it("are stated as every page and e-mail says them", () => {
    expect(BUSINESS_HOURS_LABEL).toBe("Monday to Friday, 9:00 AM to 5:00 PM PHT");
    expect(businessWeekdayNames).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
  });
});

describe("the dashboard", () => {
  it("counts a won or lost inquiry as contacted and qualified, a new one at the first stage only", () => {
    expect(funnelStages).toEqual(inquiryStatuses.filter((status) => status !== SPAM_STATUS));
    expect(funnelStages.filter((stage) => reachedFunnelStage("won", stage))).toEqual([
      "new",
      "contacted",
      "qualified",
      "won",
    ]);
    expect(funnelStages.filter((stage) => reachedFunnelStage("new", stage))).toEqual(["new"]);
    expect(funnelStages.filter((stage) => reachedFunnelStage(SPAM_STATUS, stage))).toEqual([]);
  });

  it("asks for an outcome once a confirmed meeting has ended", () => {
    const endsAt = "2027-03-08T02:00:00Z";
    const end = Date.parse(endsAt);
    expect(bookingNeedsOutcome({ status: "confirmed", ends_at: endsAt }, end - 1)).toBe(false);
    expect(bookingNeedsOutcome({ status: "confirmed", ends_at: endsAt }, end)).toBe(true);
    expect(bookingNeedsOutcome({ status: "pending", ends_at: endsAt }, end)).toBe(false);
  });
});

describe("the person view of leads", () => {
  it("reads an application's status as a stage and a lead's as its kind's status", () => {
    expect(narrowPersonLead({ kind: "application", status: "site_visit" })).toEqual({
      kind: "application",
      status: "site_visit",
    });
    expect(narrowPersonLead({ kind: "inquiry", status: "contacted" }).status).toBe("contacted");
    expect(() => narrowPersonLead({ kind: "application", status: "contacted" })).toThrow(
      UnknownValueError,
    );
    expect(() => narrowPersonLead({ kind: "visit", status: "new" })).toThrow(UnknownValueError);
  });
});
