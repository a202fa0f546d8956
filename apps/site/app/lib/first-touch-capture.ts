import { LEAD_SOURCE_STORAGE_KEY, leadSourceUtmKeys } from "@innovatehub/content";

/** The part of `window` the capture reads: testable without a browser. */
export type VisitContext = {
  location: { pathname: string; search: string; hostname: string };
  referrer: string;
  /** A getter: merely reading window.sessionStorage throws where storage is disabled. */
  storage: () => Pick<Storage, "getItem" | "setItem">;
  now: Date;
};

/**
 * Keeps the visit's first touch in sessionStorage, once per visit: UTM values, the referring site's host (never
 * its URL; nothing for a visit from this site), the landing path and the time. Later pages change nothing, and
 * nothing leaves the browser until the visitor sends a lead (`readFirstTouch` cleans it then). This runs on every
 * page's first load, so it stays this small; without storage the lead simply arrives without a source.
 */
export function captureFirstTouch(visit: VisitContext): void {
  try {
    const storage = visit.storage();
    if (storage.getItem(LEAD_SOURCE_STORAGE_KEY) !== null) {
      return;
    }
    const params = new URLSearchParams(visit.location.search);
    const source: Record<string, string> = {};
    for (const key of leadSourceUtmKeys) {
      source[key] = params.get(key) ?? "";
    }
    const host = visit.referrer === "" ? "" : new URL(visit.referrer).hostname.toLowerCase();
    source.referrer_host = host === visit.location.hostname.toLowerCase() ? "" : host;
    source.landing_path = visit.location.pathname;
    source.landed_at = visit.now.toISOString();
    storage.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify(source));
  } catch {
    // No storage, or a referrer that is not a URL: no source, and the lead still goes through.
  }
}
