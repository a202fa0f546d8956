import { consoleInvalidDate } from "@innovatehub/content/console";
import { describe, expect, it } from "vitest";
import { exportFileName, leadCsvRows } from "./export-leads";
import type { LeadRow } from "../data/leads/leads-query";

const inquiry: LeadRow = {
  id: "inq-1",
  kind: "inquiry",
  name: "Ana Reyes",
  email: "ana@example.com",
  company: "",
  status: "qualified",
  subject: "ecommerce",
  occurs_at: "2026-12-01T01:00:00Z",
  created_at: "2026-12-01T01:00:00Z",
  source: {
    utm_source: "newsletter",
    utm_campaign: "december",
    landing_path: "/ai-solutions",
    landed_at: "2026-12-01T00:55:00.000Z",
  },
  first_response_at: "2026-12-01T01:10:00Z",
  waiting: false,
  age_minutes: 10,
  total_count: 1,
};

describe("inbox export", () => {
  it("writes a header and one readable row per lead", () => {
    const [header, row] = leadCsvRows([inquiry]);
    expect(header).toEqual([
      "Reference",
      "Kind",
      "Name",
      "E-mail",
      "Company",
      "Subject",
      "Status",
      "Date (PHT)",
      "Received (PHT)",
      "Source",
      "Medium",
      "Campaign",
      "Term",
      "Content",
      "Referring site",
      "Landing page",
      "Arrived (PHT)",
      "First response (PHT)",
      "Business minutes waited",
    ]);
    expect(row?.slice(0, 7)).toEqual([
      "inq-1",
      "Inquiry",
      "Ana Reyes",
      "ana@example.com",
      "",
      "E-commerce",
      "Qualified",
    ]);
    expect(row?.[7]).toContain("PHT");
    expect(row?.slice(9, 16)).toEqual(["newsletter", "", "december", "", "", "", "/ai-solutions"]);
    expect(row?.[16]).toContain("PHT");
    expect(row?.[18]).toBe("10");
  });

  it("says direct for a lead without a source", () => {
    const [, row] = leadCsvRows([{ ...inquiry, source: null, age_minutes: null }]);
    expect(row?.[9]).toBe("direct");
    expect(row?.[18]).toBe("");
  });

  it("writes an impossible arrival time as the placeholder and keeps the rest of the row", () => {
    const source = { ...inquiry.source, landed_at: "2026-13-45T25:61:61Z" };
    const [, row] = leadCsvRows([{ ...inquiry, source }]);
    expect(row?.[16]).toBe(consoleInvalidDate);
    expect(row?.[9]).toBe("newsletter");
    expect(row?.[17]).toContain("PHT");
  });

  it("dates the file by the Manila calendar day", () => {
    expect(exportFileName(new Date("2026-11-23T17:00:00Z"))).toBe(
      "innovatehub-leads-2026-11-24.csv",
    );
  });
});
