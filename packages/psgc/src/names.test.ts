import { describe, expect, it } from "vitest";
import { psgcFiles, readDataset, type Place } from "./files.js";
import { placeNames, provinces, regions, type PlaceCodes } from "./names.js";

const { source, release } = await readDataset();
const files = psgcFiles(source, release);

/** The name the site's list shows for a code: the list the form fetched for the level above it. */
function siteLabel(list: string, code: string | null): string | null {
  if (code === null) {
    return null;
  }
  const places = files.get(list) as Place[] | undefined;
  return places?.find((place) => place.code === code)?.name ?? null;
}

/** Each level's name as the applicant picked it on the site. */
function siteLabels(codes: PlaceCodes) {
  return {
    region: siteLabel("regions.json", codes.region_code),
    province: siteLabel(`provinces/${codes.region_code}.json`, codes.province_code),
    city: siteLabel(`cities/${codes.province_code ?? codes.region_code}.json`, codes.city_code),
    barangay: siteLabel(`barangays/${codes.city_code}.json`, codes.barangay_code),
  };
}

const ADDRESSES: Record<string, PlaceCodes> = {
  "a barangay of Batangas City, in a province": {
    region_code: "0400000000",
    province_code: "0401000000",
    city_code: "0401005000",
    barangay_code: "0401005001",
  },
  "an NCR city, with no province": {
    region_code: "1300000000",
    province_code: null,
    city_code: "1380100000",
    barangay_code: "1380100001",
  },
  "a district of the City of Manila": {
    region_code: "1300000000",
    province_code: null,
    city_code: "1380602000",
    barangay_code: "1380602001",
  },
  "a region with no designation (MIMAROPA)": {
    region_code: "1700000000",
    province_code: "1704000000",
    city_code: "1704001000",
    barangay_code: "1704001001",
  },
};

describe("PSGC place names", () => {
  it.each(Object.entries(ADDRESSES))("are the same on the site's lists and in the console: %s", async (_, codes) => {
    const names = await placeNames(codes);
    expect(names).toEqual(siteLabels(codes));
    expect(names.region).not.toBeNull();
    expect(names.city).not.toBeNull();
    expect(names.barangay).not.toBeNull();
  });

  it("name a region with its designation, a Manila district with its city, and no province in NCR", async () => {
    expect(await placeNames(ADDRESSES["a barangay of Batangas City, in a province"] as PlaceCodes)).toMatchObject({
      region: "Region IV-A (CALABARZON)",
      province: "Batangas",
      city: "Batangas City",
    });
    expect(await placeNames(ADDRESSES["an NCR city, with no province"] as PlaceCodes)).toMatchObject({
      region: "National Capital Region (NCR)",
      province: null,
      city: "Caloocan City",
    });
    expect((await placeNames(ADDRESSES["a district of the City of Manila"] as PlaceCodes)).city).toBe(
      "Binondo, City of Manila",
    );
    expect((await placeNames(ADDRESSES["a region with no designation (MIMAROPA)"] as PlaceCodes)).region).toBe(
      "MIMAROPA Region",
    );
  });

  it("answer null for a code the release does not know", async () => {
    expect(
      await placeNames({
        region_code: "0400000000",
        province_code: "0401000000",
        city_code: "0401099000",
        barangay_code: "0401099001",
      }),
    ).toMatchObject({ city: null, barangay: null });
  });

  it("list the release's 18 regions with the site's names", async () => {
    expect(await regions()).toEqual(expect.arrayContaining(files.get("regions.json") as Place[]));
    expect(await regions()).toHaveLength(18);
  });

  it("list the release's 82 provinces by name", async () => {
    const list = await provinces();
    expect(list).toHaveLength(82);
    expect(list.map((place) => place.name)).toContain("Batangas");
  });
});
