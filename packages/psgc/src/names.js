// @ts-check
/**
 * Place names for stored PSGC codes (the console's screens). A single address's names come from the dataset,
 * imported on the first call only, so it is a chunk of its own that a screen loads when it needs one. The provinces
 * and regions come from areas.js, a module of its own so a screen that names only them carries no reference to the
 * dataset.
 */
import { CITY_OF_MANILA, placeLabel, regionLabel } from "./labels.js";

export { provinces, regions } from "./areas.js";

/** @typedef {{ name: string; psgcCode: string }} DatasetPlace */
/** @typedef {{ region_code: string; province_code: string | null; city_code: string; barangay_code: string }} PlaceCodes */
/** @typedef {{ region: string | null; province: string | null; city: string | null; barangay: string | null }} PlaceNames */

const dataset = () => import("@aivangogh/ph-address");

/**
 * @param {readonly DatasetPlace[]} places
 * @param {string} code
 */
function findPlace(places, code) {
  return places.find((place) => place.psgcCode === code);
}

/**
 * The names of an address's codes, each by the display rule; null for a code the release does not know (and for
 * a missing province: there is none). A city is filed under its province, its region (NCR), itself (a city outside
 * any province) or, for a Manila district, the City of Manila.
 * @param {PlaceCodes} codes
 * @returns {Promise<PlaceNames>}
 */
export async function placeNames(codes) {
  const source = await dataset();
  const region = findPlace(source.getAllRegions(), codes.region_code);
  const province =
    codes.province_code === null ? undefined : findPlace(source.getAllProvinces(), codes.province_code);
  let city = null;
  for (const parent of [codes.province_code, codes.region_code, codes.city_code, CITY_OF_MANILA]) {
    const found = parent === null ? undefined : findPlace(source.getMunicipalitiesByProvince(parent), codes.city_code);
    if (found !== undefined) {
      city = placeLabel(found, { manilaDistrict: parent === CITY_OF_MANILA });
      break;
    }
  }
  const barangay = findPlace(source.getBarangaysByMunicipality(codes.city_code), codes.barangay_code);
  return {
    region: region === undefined ? null : regionLabel(region),
    province: province === undefined ? null : placeLabel(province),
    city,
    barangay: barangay === undefined ? null : placeLabel(barangay),
  };
}
