// @ts-check
/**
 * The Philippine Standard Geographic Code, split per level into small static files so a phone downloads only the
 * list it needs: the regions, then one region's provinces (and its cities outside any province), then one
 * province's cities and municipalities, then one city's or municipality's barangays (docs/psgc.md).
 *
 * The data is the PSA's quarterly publication as packaged by @aivangogh/ph-address, whose version is
 * `<year>.<quarter>.<patch>`: the quarter it holds is read from it and recorded with the files.
 * In that package a city outside any province (highly urbanised or independent, and the Special Geographic Area
 * of BARMM) is filed under its own code, and NCR's cities under the region's code. The City of Manila is coded
 * through its 14 sub-municipalities (Binondo, Tondo I/II, ...), whose codes hold its barangays; the files list
 * those districts in its place, so every barangay code starts with its city's seven digits.
 */

/** @typedef {{ code: string; name: string }} Place */
/** @typedef {{ name: string; psgcCode: string }} PackagePlace */
/**
 * @typedef {{
 *   getAllRegions(): readonly PackagePlace[];
 *   getProvincesByRegion(code: string): readonly PackagePlace[];
 *   getMunicipalitiesByProvince(code: string): readonly PackagePlace[];
 *   getBarangaysByMunicipality(code: string): readonly PackagePlace[];
 * }} PsgcSource
 */

const CITY_OF_MANILA = "1380600000";
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

/** @param {readonly PackagePlace[]} places @returns {Place[]} */
function toPlaces(places) {
  return places
    .map((place) => ({ code: place.psgcCode, name: place.name.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
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
  const regions = toPlaces(source.getAllRegions());
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
          ...cities.flatMap((city) => (city.code === CITY_OF_MANILA ? manilaDistricts(source) : [city])),
        );
      }
    }
    files.set(`cities/${region.code}.json`, outsideProvinces.sort((a, b) => a.name.localeCompare(b.name, "en")));
  }
  for (const [path, places] of [...files]) {
    if (path.startsWith("cities/")) {
      for (const city of /** @type {Place[]} */ (places)) {
        files.set(`barangays/${city.code}.json`, toPlaces(source.getBarangaysByMunicipality(city.code)));
      }
    }
  }
  files.set("release.json", { release, source: "Philippine Statistics Authority (PSA), PSGC" });
  return files;
}

/** @param {PsgcSource} source */
function manilaDistricts(source) {
  return toPlaces(source.getMunicipalitiesByProvince(CITY_OF_MANILA)).map((district) => ({
    code: district.code,
    name: `${district.name}, City of Manila`,
  }));
}
