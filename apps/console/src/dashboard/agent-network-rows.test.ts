import { describe, expect, it } from "vitest";
import type { PlaceLookup } from "../data/agents/place-lookup";
import { provinceRows, stageCounts } from "./agent-network-rows";

const places: PlaceLookup = {
  provinces: new Map([["0401000000", "Batangas"]]),
  regions: new Map([["1300000000", "National Capital Region (NCR)"]]),
};
const counts = { applications: 3, in_progress: 1, agencies: 2, closed: 0 };

describe("the agent network's province rows", () => {
  it("names a province, and a region's stores outside any province by the region", () => {
    expect(
      provinceRows(
        [
          { province_code: "0401000000", region_code: null, ...counts },
          { province_code: null, region_code: "1300000000", ...counts },
        ],
        places,
      ),
    ).toEqual([
      { key: "0401000000", label: "Batangas", ...counts },
      {
        key: "1300000000",
        label: "National Capital Region (NCR), outside any province",
        ...counts,
      },
    ]);
  });

  it("shows a code the release does not know as itself, and keeps the database's order", () => {
    const rows = provinceRows(
      [
        { province_code: "9999900000", region_code: null, ...counts },
        { province_code: null, region_code: "9900000000", ...counts },
        { province_code: "0401000000", region_code: null, ...counts },
      ],
      places,
    );
    expect(rows.map((row) => row.label)).toEqual([
      "Unknown place (code 9999900000)",
      "Unknown place (code 9900000000)",
      "Batangas",
    ]);
  });
});

describe("the agent network's stages", () => {
  it("lists every stage in the pipeline's order, at zero when no application is in it", () => {
    expect(stageCounts({ onboarded: 2, new: 4 })).toEqual([
      { stage: "new", applications: 4 },
      { stage: "screening", applications: 0 },
      { stage: "documents_requested", applications: 0 },
      { stage: "site_visit", applications: 0 },
      { stage: "approved", applications: 0 },
      { stage: "onboarded", applications: 2 },
      { stage: "declined", applications: 0 },
      { stage: "withdrawn", applications: 0 },
    ]);
  });
});
