import { useEffect } from "react";
import { cacheBrandFontForNextVisit } from "../lib/brand-font";

/** Fetches the brand font into the cache once the page has loaded, for the visitor's next page load. */
export function useBrandFontForNextVisit(): void {
  useEffect(cacheBrandFontForNextVisit, []);
}
