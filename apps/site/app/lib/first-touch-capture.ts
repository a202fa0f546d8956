import type { LeadSourceKey } from "@innovatehub/domain";

/** Where the site keeps the visit's source (sessionStorage: the tab's session, never a cookie). */
export const LEAD_SOURCE_STORAGE_KEY = "innovatehub.first-touch";

/**
 * The campaign parameters kept from the landing URL. This module is imported by the page shell only: were the
 * reader (`first-touch.ts`, loaded with a form) to import it too, the bundler would split it into a chunk of its
 * own on every page. So the reader names the same keys itself, and `first-touch.test.ts` proves the two agree
 * by capturing a visit and reading it back.
 */
const utmKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const satisfies readonly LeadSourceKey[];

/**
 * Keeps the visit's first touch in sessionStorage, once per visit: UTM values, the referring site's host (never
 * its URL; none for a visit from this site), the landing path and the time. Later pages change nothing, and
 * nothing leaves the browser until the visitor sends a lead (`readFirstTouch` cleans it then). It runs in every
 * page's first load, so it stays this small; without storage, or with a referrer that is not a URL, the visit
 * simply has no source.
 */
export function captureFirstTouch(): void {
  try {
    if (sessionStorage.getItem(LEAD_SOURCE_STORAGE_KEY) !== null) {
      return;
    }
    const { search, pathname, hostname } = location;
    const params = new URLSearchParams(search);
    const source: Record<string, string> = {
      landing_path: pathname,
      landed_at: new Date().toISOString(),
    };
    for (const key of utmKeys) {
      source[key] = params.get(key) ?? "";
    }
    const host = document.referrer && new URL(document.referrer).hostname.toLowerCase();
    source.referrer_host = host === hostname ? "" : host;
    sessionStorage.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify(source));
  } catch {
    // The lead still goes through, as a direct one.
  }
}
