import { useQuery } from "@tanstack/react-query";
import type { Tables } from "@innovatehub/database";

/** The PSGC codes an application stores for the store's address. */
export type PlaceCodes = Pick<
  Tables<"agent_applications">,
  "region_code" | "province_code" | "city_code" | "barangay_code"
>;

/** Each level's name; null for a code the release does not know (never for a missing province: no province). */
export type PlaceNames = {
  region: string | null;
  province: string | null;
  city: string | null;
  barangay: string | null;
};

type Place = { name: string; psgcCode: string };

/** The City of Manila's barangays are coded under its districts, which the package files under the city's code. */
const CITY_OF_MANILA = "1380600000";

/**
 * The PSGC release the site's address lists are built from (the same pinned package, docs/psgc.md), loaded only
 * when a screen needs a name: the console cannot reach the site's static lists, and the database keeps codes.
 */
const psgc = () => import("@aivangogh/ph-address");

/** A region as the PSA names it, with its designation when it has one: "Region IV-A (CALABARZON)". */
function regionName(region: Place & { designation: string }): string {
  const name = region.name.trim();
  return region.designation === "" ? name : `${name} (${region.designation})`;
}

function nameOf(places: readonly Place[], code: string): string | null {
  return places.find((place) => place.psgcCode === code)?.name.trim() ?? null;
}

/**
 * The names of an address's codes. A city is filed under its province, or its region (NCR), or itself (a city
 * outside any province), or the City of Manila (its districts).
 */
export async function placeNames(codes: PlaceCodes): Promise<PlaceNames> {
  const source = await psgc();
  const region = source.getAllRegions().find((place) => place.psgcCode === codes.region_code);
  const parents = [codes.province_code, codes.region_code, codes.city_code, CITY_OF_MANILA];
  let city: string | null = null;
  for (const parent of parents) {
    city =
      parent === null ? null : nameOf(source.getMunicipalitiesByProvince(parent), codes.city_code);
    if (city !== null) {
      break;
    }
  }
  return {
    region: region ? regionName(region) : null,
    province:
      codes.province_code === null ? null : nameOf(source.getAllProvinces(), codes.province_code),
    city,
    barangay: nameOf(source.getBarangaysByMunicipality(codes.city_code), codes.barangay_code),
  };
}

/** Every province, by name: the list's province filter and column. */
export async function provinces(): Promise<{ code: string; name: string }[]> {
  const source = await psgc();
  return source
    .getAllProvinces()
    .map((place) => ({ code: place.psgcCode, name: place.name.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** Every region, by code: the dashboard names stores outside any province by their region. */
export async function regions(): Promise<{ code: string; name: string }[]> {
  const source = await psgc();
  return source.getAllRegions().map((place) => ({ code: place.psgcCode, name: regionName(place) }));
}

export function usePlaceNames(codes: PlaceCodes) {
  return useQuery({
    queryKey: ["psgc", "names", codes] as const,
    queryFn: () => placeNames(codes),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProvinces() {
  return useQuery({
    queryKey: ["psgc", "provinces"] as const,
    queryFn: provinces,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRegions() {
  return useQuery({
    queryKey: ["psgc", "regions"] as const,
    queryFn: regions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
