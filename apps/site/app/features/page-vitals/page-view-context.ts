import {
  pageVitalsConnections,
  type PageVitalsConnection,
  type PageVitalsDevice,
} from "@innovatehub/domain";
import { NOT_FOUND_PRERENDER_PATH } from "../../lib/not-found-path";

/** The site's md and lg breakpoints (Tailwind's defaults): below md is a phone, below lg a tablet. */
const TABLET_MIN_WIDTH = 768;
const DESKTOP_MIN_WIDTH = 1024;

/** The device class, told apart by the layout viewport's width. */
export function deviceClassOf(viewportWidth: number): PageVitalsDevice {
  if (viewportWidth < TABLET_MIN_WIDTH) {
    return "phone";
  }
  return viewportWidth < DESKTOP_MIN_WIDTH ? "tablet" : "desktop";
}

export function connectionTypeOf(effectiveType: string | undefined): PageVitalsConnection {
  return pageVitalsConnections.find((type) => type === effectiveType) ?? "unknown";
}

/**
 * The page a report names: the page's own path in lower case (the router matches `/About` too, and hosts also
 * serve `/about/`), or the not-found page for an address the site does not have, so what a visitor typed in the
 * address bar never leaves the browser.
 */
export function reportedPathOf(pathname: string, notFound: boolean): string {
  if (notFound) {
    return NOT_FOUND_PRERENDER_PATH;
  }
  const path = pathname.toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
