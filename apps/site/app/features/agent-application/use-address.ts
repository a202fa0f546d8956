import { useEffect } from "react";
import { OUTSIDE_PROVINCE } from "@innovatehub/forms/agent";
import { usePlaces } from "./use-places";

type AddressCodes = { regionCode: string; provinceCode: string; cityCode: string };

/**
 * The address lists for the codes chosen so far: the regions, the region's provinces and its cities outside any
 * province, the chosen province's cities and municipalities, the chosen city's barangays. A region without
 * provinces (NCR) picks "outside a province" by itself, so its cities show at once.
 */
export function useAddress(codes: AddressCodes, setValue: (name: string, value: string) => void) {
  const { regionCode, provinceCode, cityCode } = codes;
  const regions = usePlaces({ level: "regions" });
  const provinces = usePlaces(
    regionCode === "" ? null : { level: "provinces", region: regionCode },
  );
  const outsideCities = usePlaces(
    regionCode === "" ? null : { level: "cities", parent: regionCode },
  );
  const cityParent = provinceCode === OUTSIDE_PROVINCE ? regionCode : provinceCode;
  const cities = usePlaces(
    regionCode === "" || cityParent === "" ? null : { level: "cities", parent: cityParent },
  );
  const barangays = usePlaces(cityCode === "" ? null : { level: "barangays", city: cityCode });

  const regionHasNoProvinces =
    provinces.state.status === "ready" && provinces.state.places.length === 0;
  useEffect(() => {
    if (regionHasNoProvinces && provinceCode !== OUTSIDE_PROVINCE) {
      setValue("provinceCode", OUTSIDE_PROVINCE);
    }
  }, [regionHasNoProvinces, provinceCode, setValue]);

  const hasOutsideCities =
    outsideCities.state.status === "ready" && outsideCities.state.places.length > 0;
  return { regions, provinces, cities, barangays, regionHasNoProvinces, hasOutsideCities };
}

/** Choosing a level empties the levels under it. */
export const addressLevelsBelow = {
  regionCode: ["provinceCode", "cityCode", "barangayCode"],
  provinceCode: ["cityCode", "barangayCode"],
  cityCode: ["barangayCode"],
  barangayCode: [],
} as const satisfies Record<string, readonly string[]>;
