import { describe, expect, it } from "vitest";
import { placeNames, provinces, regions } from "./place-names";

describe("PSGC place names", () => {
  it("names every level of a Batangas address", async () => {
    expect(
      await placeNames({
        region_code: "0400000000",
        province_code: "0401000000",
        city_code: "0401005000",
        barangay_code: "0401005001",
      }),
    ).toEqual({
      region: "Region IV-A (CALABARZON)",
      province: "Batangas",
      city: expect.stringContaining("Batangas"),
      barangay: expect.any(String),
    });
  });

  it("finds an NCR city under its region, and a Manila district under the city", async () => {
    const caloocan = await placeNames({
      region_code: "1300000000",
      province_code: null,
      city_code: "1380100000",
      barangay_code: "1380100001",
    });
    expect(caloocan).toMatchObject({ province: null, city: "Caloocan City" });
    const binondo = await placeNames({
      region_code: "1300000000",
      province_code: null,
      city_code: "1380602000",
      barangay_code: "1380602001",
    });
    expect(binondo.city).toBe("Binondo");
  });

  it("answers null for a code the release does not know", async () => {
    const names = await placeNames({
      region_code: "0400000000",
      province_code: "0401000000",
      city_code: "0401099000",
      barangay_code: "0401099001",
    });
    expect(names).toMatchObject({ city: null, barangay: null });
  });

  it("lists the release's 82 provinces by name", async () => {
    const list = await provinces();
    expect(list).toHaveLength(82);
    expect(list.map((place) => place.name)).toContain("Batangas");
  });

  it("names the regions with their designation, when they have one", async () => {
    const names = new Map((await regions()).map((region) => [region.code, region.name]));
    expect(names.get("1300000000")).toBe("National Capital Region (NCR)");
    expect(names.get("0400000000")).toBe("Region IV-A (CALABARZON)");
    expect(names.get("1700000000")).toBe("MIMAROPA Region");
  });
});
