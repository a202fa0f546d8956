import { NOT_FOUND_PRERENDER_PATH } from "../../lib/not-found-path";

/** The device classes the Chrome UX Report uses, told apart by the layout viewport's width. */
export type DeviceClass = "phone" | "tablet" | "desktop";

/** The Network Information API's effective connection types; `unknown` where the browser has none. */
export type ConnectionType = "slow-2g" | "2g" | "3g" | "4g" | "unknown";

/** The site's md and lg breakpoints (Tailwind's defaults): below md is a phone, below lg a tablet. */
const TABLET_MIN_WIDTH = 768;
const DESKTOP_MIN_WIDTH = 1024;

const CONNECTION_TYPES: readonly ConnectionType[] = ["slow-2g", "2g", "3g", "4g"];

export function deviceClassOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < TABLET_MIN_WIDTH) {
    return "phone";
  }
  return viewportWidth < DESKTOP_MIN_WIDTH ? "tablet" : "desktop";
}

export function connectionTypeOf(effectiveType: string | undefined): ConnectionType {
  return CONNECTION_TYPES.find((type) => type === effectiveType) ?? "unknown";
}

/**
 * The page a report names: the page's own path (hosts also serve `/about/`), or the not-found page for an address
 * the site does not have, so what a visitor typed in the address bar never leaves the browser.
 */
export function reportedPathOf(pathname: string, notFound: boolean): string {
  if (notFound) {
    return NOT_FOUND_PRERENDER_PATH;
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
