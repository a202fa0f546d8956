import { describe, expect, it } from "vitest";
import { isManilaDistrictLabel, placeLabel, regionLabel } from "./labels.js";

describe("the display rule for place names", () => {
  it("names a region with its designation in brackets", () => {
    expect(regionLabel({ name: "Region IV-A", designation: "CALABARZON" })).toBe("Region IV-A (CALABARZON)");
  });

  it("does not repeat a designation the region's name already says", () => {
    expect(regionLabel({ name: "MIMAROPA Region", designation: "MIMAROPA" })).toBe("MIMAROPA Region");
  });

  it("names a region without a designation by its name alone, trimmed", () => {
    expect(regionLabel({ name: " Negros Island Region " })).toBe("Negros Island Region");
    expect(regionLabel({ name: "Negros Island Region", designation: "  " })).toBe("Negros Island Region");
  });

  it("names a place by its trimmed name, and a Manila district with its city", () => {
    expect(placeLabel({ name: " Batangas City " })).toBe("Batangas City");
    const district = placeLabel({ name: "Binondo" }, { manilaDistrict: true });
    expect(district).toBe("Binondo, City of Manila");
    expect(isManilaDistrictLabel(district)).toBe(true);
    expect(isManilaDistrictLabel(placeLabel({ name: "Binondo" }))).toBe(false);
  });
});
