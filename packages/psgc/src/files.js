// @ts-check
/**
 * The Philippine Standard Geographic Code, split per level into small static files so a phone downloads only the
 * list it needs: the regions, then one region's provinces (and its cities outside any province), then one
 * province's cities and municipalities, then one city's or municipality's barangays (docs/psgc.md). Built by the
 * site before `dev` and `build`; the names follow the one display rule (labels.js), as the console's do.
 *
 * The data is the PSA's quarterly publication as packaged by @aivangogh/ph-address, whose version is
 * `<year>.<quarter>.<patch>`: the quarter it holds is read from it and recorded with the files.
 * In that package a city outside any province (highly urbanised or independent, and the Special Geographic Area
 * of BARMM) is filed under its own code, and NCR's cities under the region's code. The City of Manila is coded
 * through its 14 sub-municipalities (Binondo, Tondo I/II, ...), whose codes hold its barangays; the files list
 * those districts in its place, so every barangay code starts with its city's seven digits.
 */
import { createRequire } from "node:module";
import { CITY_OF_MANILA, placeLabel, regionLabel } from "./labels.js";

/** @typedef {{ code: string; name: string }} Place */
/** @typedef {{ name: string; psgcCode: string; designation?: string }} DatasetPlace */
/**
 * @typedef {{
 *   getAllRegions(): readonly DatasetPlace[];
 *   getProvincesByRegion(code: string): readonly DatasetPlace[];
 *   getMunicipalitiesByProvince(code: string): readonly DatasetPlace[];
 *   getBarangaysByMunicipality(code: string): readonly DatasetPlace[];
 * }} PsgcSource
 */

/**
 * The shape of the files and of their names: a change to either (the display rule included) makes the site write
 * its files again, even for the same release.
 */
export const PSGC_FILES_FORMAT = 2;

const REGION_DIGITS = 2;
const PROVINCE_CODES_PER_REGION = 1000;
const PROVINCE_PART_LENGTH = 3;
const CODE_TAIL = "00000";

/**
 * The PSA quarter a package version holds: "2025.4.4" -> "2025-Q4".
 * @param {string} version
 */
export function releaseOfVersion(version) {
  const match = /^(\d{4})\.([1-4])\.\d+$/.exec(version);
  if (match === null) {
    throw new Error(`not a <year>.<quarter>.<patch> version: ${version}`);
  }
  return `${match[1]}-Q${match[2]}`;
}

/**
 * The dataset and the quarter it holds (Node only: it reads the package's version).
 * @returns {Promise<{ source: PsgcSource; release: string }>}
 */
export async function readDataset() {
  const source = await import("@aivangogh/ph-address");
  /** @type {{ version: string }} */
  const packageJson = createRequire(import.meta.url)("@aivangogh/ph-address/package.json");
  return { source, release: releaseOfVersion(packageJson.version) };
}

/** @param {Place[]} places */
function byName(places) {
  return places.sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** @param {readonly DatasetPlace[]} places @param {{ manilaDistrict?: boolean }} [options] @returns {Place[]} */
function toPlaces(places, options) {
  return byName(places.map((place) => ({ code: place.psgcCode, name: placeLabel(place, options) })));
}

/**
 * Every code the package files cities under, in a region: its provinces' codes, its own code (NCR) and the codes
 * of cities outside any province (which the package files under themselves).
 * @param {PsgcSource} source
 * @param {string} regionCode
 */
function cityParents(source, regionCode) {
  const prefix = regionCode.slice(0, REGION_DIGITS);
  const parents = [regionCode];
  for (let part = 0; part < PROVINCE_CODES_PER_REGION; part += 1) {
    const code = `${prefix}${String(part).padStart(PROVINCE_PART_LENGTH, "0")}${CODE_TAIL}`;
    if (code !== regionCode && source.getMunicipalitiesByProvince(code).length > 0) {
      parents.push(code);
    }
  }
  return parents;
}

/**
 * The files to write, by path relative to the PSGC folder.
 * @param {PsgcSource} source
 * @param {string} release e.g. "2025-Q4"
 * @returns {Map<string, unknown>}
 */
export function psgcFiles(source, release) {
  /** @type {Map<string, unknown>} */
  const files = new Map();
  const regions = byName(source.getAllRegions().map((region) => ({ code: region.psgcCode, name: regionLabel(region) })));
  files.set("regions.json", regions);
  for (const region of regions) {
    const provinces = toPlaces(source.getProvincesByRegion(region.code));
    const provinceCodes = new Set(provinces.map((province) => province.code));
    files.set(`provinces/${region.code}.json`, provinces);
    /** @type {Place[]} */
    const outsideProvinces = [];
    for (const parent of cityParents(source, region.code)) {
      const cities = toPlaces(source.getMunicipalitiesByProvince(parent));
      if (provinceCodes.has(parent)) {
        files.set(`cities/${parent}.json`, cities);
      } else if (parent !== CITY_OF_MANILA) {
        outsideProvinces.push(
          ...cities.flatMap((city) =>
            city.code === CITY_OF_MANILA
              ? toPlaces(source.getMunicipalitiesByProvince(CITY_OF_MANILA), { manilaDistrict: true })
              : [city],
          ),
        );
      }
    }
    files.set(`cities/${region.code}.json`, byName(outsideProvinces));
  }
  for (const [path, places] of [...files]) {
    if (path.startsWith("cities/")) {
      for (const city of /** @type {Place[]} */ (places)) {
        files.set(`barangays/${city.code}.json`, toPlaces(source.getBarangaysByMunicipality(city.code)));
      }
    }
  }
  files.set("release.json", {
    release,
    format: PSGC_FILES_FORMAT,
    source: "Philippine Statistics Authority (PSA), PSGC",
  });
  return files;
}
