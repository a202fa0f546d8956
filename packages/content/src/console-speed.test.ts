import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  LEAD_OVERDUE_MINUTES,
  LEAD_RESPONSE_TARGET_MINUTES,
  consolePersonCopy,
  formatBusinessMinutes,
  leadClockState,
  leadSourceLabel,
} from "./console-speed";

describe("the lead clock", () => {
  it("marks a waiting lead past target at 15 business minutes and overdue at 60", () => {
    expect(leadClockState(14)).toBe("on_time");
    expect(leadClockState(15)).toBe("past_target");
    expect(leadClockState(59)).toBe("past_target");
    expect(leadClockState(60)).toBe("overdue");
  });

  it("reads business minutes as a person would", () => {
    expect(formatBusinessMinutes(0)).toBe("0 min");
    expect(formatBusinessMinutes(45)).toBe("45 min");
    expect(formatBusinessMinutes(120)).toBe("2 h");
    expect(formatBusinessMinutes(125)).toBe("2 h 5 min");
  });

  it("uses the same targets as the database (private.rate_limits)", () => {
    const sql = readFileSync(
      new URL("../../../supabase/migrations/20261126000720_lead_clock.sql", import.meta.url),
      "utf8",
    );
    expect(sql).toContain(`('lead_response_target_minutes', ${LEAD_RESPONSE_TARGET_MINUTES},`);
    expect(sql).toContain(`('lead_overdue_minutes', ${LEAD_OVERDUE_MINUTES},`);
  });
});

describe("a lead's source and person", () => {
  it("names the source by campaign, else referring site, else direct", () => {
    expect(leadSourceLabel({ utm_source: "newsletter", referrer_host: "google.com" })).toBe(
      "newsletter",
    );
    expect(leadSourceLabel({ referrer_host: "google.com" })).toBe("google.com");
    expect(leadSourceLabel(null)).toBe("direct");
  });

  it("counts contacts in words", () => {
    expect(consolePersonCopy.contactSince(3, "March 2026")).toBe("Third contact since March 2026");
    expect(consolePersonCopy.contactSince(12, "March 2026")).toBe("12th contact since March 2026");
  });
});
