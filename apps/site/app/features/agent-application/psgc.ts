/** One place of the PSGC lists the site serves under /psgc/ (apps/site/scripts/build-psgc.mjs, docs/psgc.md). */
export type Place = { code: string; name: string };

/** The lists, one file per level and parent: fetched when the level above is chosen, never with the page. */
export type PlaceList =
  | { level: "regions" }
  | { level: "provinces"; region: string }
  /** A province's cities and municipalities, or a region's cities outside any province (by the region's code). */
  | { level: "cities"; parent: string }
  | { level: "barangays"; city: string };

const PSGC_BASE = "/psgc";

function listUrl(list: PlaceList): string {
  switch (list.level) {
    case "regions":
      return `${PSGC_BASE}/regions.json`;
    case "provinces":
      return `${PSGC_BASE}/provinces/${list.region}.json`;
    case "cities":
      return `${PSGC_BASE}/cities/${list.parent}.json`;
    case "barangays":
      return `${PSGC_BASE}/barangays/${list.city}.json`;
    default:
      return list satisfies never;
  }
}

function isPlace(value: unknown): value is Place {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "code") === "string" &&
    typeof Reflect.get(value, "name") === "string"
  );
}

const cache = new Map<string, Promise<Place[]>>();

/** A list of places, fetched once per page view; a failed fetch is forgotten so the visitor can try again. */
export function loadPlaces(list: PlaceList): Promise<Place[]> {
  const url = listUrl(list);
  const cached = cache.get(url);
  if (cached !== undefined) {
    return cached;
  }
  const loading = fetch(url)
    .then(async (response) => {
      if (!response.ok) {
        throw new Error(`PSGC list answered ${response.status}`);
      }
      const body: unknown = await response.json();
      return Array.isArray(body) ? body.filter(isPlace) : [];
    })
    .catch((error: unknown) => {
      cache.delete(url);
      throw error;
    });
  cache.set(url, loading);
  return loading;
}
