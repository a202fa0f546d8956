// @ts-check
/**
 * The one display rule for PSGC place names, used where the site's address lists are built and where the console
 * names a stored code, so an applicant and the team read the same words for the same code.
 */

/** The City of Manila: coded through its 14 districts (sub-municipalities), which hold its barangays. */
export const CITY_OF_MANILA = "1380600000";
const MANILA_DISTRICT_SUFFIX = ", City of Manila";

/**
 * A region by its name and, when the name does not already say it, its designation: "Region IV-A (CALABARZON)",
 * "National Capital Region (NCR)", "MIMAROPA Region" (which has none).
 * @param {{ name: string; designation?: string }} region
 */
export function regionLabel(region) {
  const name = region.name.trim();
  const designation = region.designation?.trim() ?? "";
  return designation === "" || name.includes(designation) ? name : `${name} (${designation})`;
}

/**
 * A province, city, municipality or barangay by its name; a district of the City of Manila says so ("Binondo,
 * City of Manila"), since it stands in the city's place in the lists.
 * @param {{ name: string }} place
 * @param {{ manilaDistrict?: boolean }} [options]
 */
export function placeLabel(place, options = {}) {
  const name = place.name.trim();
  return options.manilaDistrict === true ? `${name}${MANILA_DISTRICT_SUFFIX}` : name;
}

/**
 * Whether a label names a district of the City of Manila.
 * @param {string} label
 */
export function isManilaDistrictLabel(label) {
  return label.endsWith(MANILA_DISTRICT_SUFFIX);
}
