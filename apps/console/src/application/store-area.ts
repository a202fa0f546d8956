import type { PlaceCodes, PlaceNames } from "@innovatehub/psgc";

/**
 * The store's area as an in-person meeting names it: barangay, city or municipality, and province (none for NCR
 * and cities outside a province), by name. Null while a name the release does not know is missing: a meeting's
 * place is never a bare code.
 */
export function storeArea(codes: PlaceCodes, names: PlaceNames): string | null {
  const { barangay, city, province } = names;
  if (barangay === null || city === null || (codes.province_code !== null && province === null)) {
    return null;
  }
  return [barangay, city, ...(province === null ? [] : [province])].join(", ");
}
