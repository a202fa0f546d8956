import { provinces, regions } from "@innovatehub/psgc";

/*
 * Province and region names come from a small list `@innovatehub/psgc` ships with the console, named by the same
 * display rule as the site's address lists (docs/psgc.md): no screen waits for the PSGC dataset to name them.
 */

/** Every province of the release, by name. */
export const allProvinces = provinces();

/** PSGC names by code, from the release the console ships. */
export type PlaceLookup = {
  provinces: ReadonlyMap<string, string>;
  regions: ReadonlyMap<string, string>;
};

export const placeLookup: PlaceLookup = {
  provinces: new Map(allProvinces.map((place) => [place.code, place.name])),
  regions: new Map(regions().map((place) => [place.code, place.name])),
};
