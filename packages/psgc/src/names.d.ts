/** The PSGC codes an application stores for the store's address. */
export type PlaceCodes = {
  region_code: string;
  province_code: string | null;
  city_code: string;
  barangay_code: string;
};

/** Each level's name; null for a code the release does not know (and for a missing province: there is none). */
export type PlaceNames = {
  region: string | null;
  province: string | null;
  city: string | null;
  barangay: string | null;
};

/** The names of an address's codes, each by the one display rule; the dataset loads on the first call. */
export declare function placeNames(codes: PlaceCodes): Promise<PlaceNames>;

/** Every province of the release, by name, from a small generated list: no dataset load. */
export declare function provinces(): readonly { code: string; name: string }[];

/** Every region of the release, by code, by the display rule, from the same list. */
export declare function regions(): readonly { code: string; name: string }[];
