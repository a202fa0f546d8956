// @ts-check
/** The release's provinces and regions by the display rule, from the small generated module: no dataset load. */
import { PROVINCES, REGIONS } from "./areas.generated.js";

/** Every province of the release, by name. */
export function provinces() {
  return PROVINCES;
}

/** Every region of the release, by code, by the display rule (a store outside any province is named by its region). */
export function regions() {
  return REGIONS;
}
