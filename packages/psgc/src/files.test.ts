import { describe, expect, it } from "vitest";
import { isManilaDistrictLabel } from "./labels.js";
import { psgcFiles, readDataset, type Place } from "./files.js";

/**
 * What the PSA's PSGC summary states for the release the package holds. A new release changes the package's
 * version: update the counts from that publication's summary (docs/psgc.md).
 */
const RELEASE = "2025-Q4";
const STATED = { regions: 18, provinces: 82, cities: 149, municipalities: 1493, barangays: 42011 } as const;
/** The City of Manila is listed by its districts (sub-municipalities), which hold its barangays' codes. */
const MANILA_DISTRICTS = 14;
/** Cities are named "... City" or "City of ..." in this dataset (e.g. "Science City of Muñoz"). */
const CITY_NAME = /\bCity\b/;
/** A list a phone on prepaid data fetches at once. */
const LARGEST_LIST_BYTES = 16_384;

const { source, release } = await readDataset();
const files = psgcFiles(source, release);

function listsUnder(prefix: string): Place[] {
  return [...files].filter(([path]) => path.startsWith(prefix)).flatMap(([, places]) => places as Place[]);
}

describe("the PSGC files", () => {
  it(`hold the ${RELEASE} publication`, () => {
    expect(release).toBe(RELEASE);
    expect(files.get("release.json")).toMatchObject({ release: RELEASE });
  });

  it("count the regions, provinces, cities, municipalities and barangays that release states", () => {
    const cityLevel = listsUnder("cities/");
    const districts = cityLevel.filter((place) => isManilaDistrictLabel(place.name));
    const citiesAndMunicipalities = cityLevel.filter((place) => !districts.includes(place));
    const cities = citiesAndMunicipalities.filter((place) => CITY_NAME.test(place.name));
    expect({
      regions: (files.get("regions.json") as Place[]).length,
      provinces: listsUnder("provinces/").length,
      // Manila itself is one of the cities; its districts stand in for it in the lists.
      cities: cities.length + 1,
      municipalities: citiesAndMunicipalities.length - cities.length,
      barangays: listsUnder("barangays/").length,
    }).toEqual(STATED);
    expect(districts).toHaveLength(MANILA_DISTRICTS);
  });

  it("file every place under the one above it, by its code", () => {
    for (const [path, places] of files) {
      const parent = /^(provinces|cities|barangays)\/(\d{10})\.json$/.exec(path);
      if (parent?.[1] === undefined || parent[2] === undefined) {
        continue;
      }
      const digits = { provinces: 2, cities: parent[2].endsWith("00000000") ? 2 : 5, barangays: 7 }[parent[1]];
      for (const place of places as Place[]) {
        expect(place.code.slice(0, digits), `${place.name} in ${path}`).toBe(parent[2].slice(0, digits));
      }
    }
  });

  it("keep every list small enough for prepaid data", () => {
    const largest = Math.max(
      ...[...files].filter(([path]) => path !== "release.json").map(([, data]) => JSON.stringify(data).length),
    );
    expect(largest).toBeLessThan(LARGEST_LIST_BYTES);
  });
});
