import { describe, expect, it } from "vitest";
import { toCsv } from "../lib/csv";
import type { ApplicationListRow } from "../data/agents/applications-query";
import { applicationCsvRows, applicationsExportFileName } from "./export-applications";

const ROW: ApplicationListRow = {
  id: "agt-3f1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e77",
  reference: "PA-7KQ2M9XD",
  full_name: '=HYPERLINK("http://evil.example")',
  mobile: "+639171234567",
  email: "maria@example.com",
  store_name: "Santos Store",
  store_type: "retail",
  region_code: "0400000000",
  province_code: "0401000000",
  city_code: "0401005000",
  barangay_code: "0401005001",
  business_package: "premium_lottery",
  stage: "documents_requested",
  assignee: null,
  created_at: "2026-11-27T01:00:00Z",
  first_response_at: null,
  waiting: false,
  age_minutes: 42,
  total_count: 1,
};

const NAMES = {
  province: (code: string | null) => (code === "0401000000" ? "Batangas" : ""),
  member: () => "",
};

describe("the applications export", () => {
  it("writes one row per application in the screen's words", () => {
    const [header, row] = applicationCsvRows([ROW], NAMES);
    expect(header?.[0]).toBe("Reference");
    expect(row).toEqual(
      expect.arrayContaining([
        "PA-7KQ2M9XD",
        "Batangas",
        "Premium + Lottery",
        "Documents requested",
        "Retail Store",
        "42",
      ]),
    );
  });

  it("defuses a formula an applicant typed as their name", () => {
    const csv = toCsv(applicationCsvRows([ROW], NAMES));
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toContain(`"=HYPERLINK`);
  });

  it("is named by the Manila day", () => {
    expect(applicationsExportFileName(new Date("2026-11-27T17:00:00Z"))).toBe(
      "innovatehub-agent-applications-2026-11-28.csv",
    );
  });
});
