import {
  LEAD_SOURCE_STORAGE_KEY,
  leadSourceLimits,
  leadSourceUtmKeys,
  type LeadSource,
} from "@innovatehub/content";

/** The part of `window` the capture reads: testable without a browser. */
export type VisitContext = {
  location: { pathname: string; search: string; hostname: string };
  referrer: string;
  /** A getter: merely reading window.sessionStorage throws where storage is disabled. */
  storage: () => Pick<Storage, "getItem" | "setItem">;
  now: Date;
};

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

function clean(value: string | null, limit: number): string | undefined {
  const text = (value ?? "").replace(CONTROL, "").trim().slice(0, limit);
  return text === "" ? undefined : text;
}

/** The referring site's host only (never its path or query), and nothing for a visit from this site itself. */
function referrerHost(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host !== ownHost && host.length <= leadSourceLimits.referrerHost && HOST.test(host)
      ? host
      : undefined;
  } catch {
    return undefined;
  }
}

/** The source of a visit from its first page: UTM parameters, referring host, landing path and time. */
export function firstTouchOf(visit: Omit<VisitContext, "storage">): LeadSource {
  const params = new URLSearchParams(visit.location.search);
  const source: LeadSource = {};
  for (const key of leadSourceUtmKeys) {
    const value = clean(params.get(key), leadSourceLimits.utm);
    if (value !== undefined) {
      source[key] = value;
    }
  }
  const host = referrerHost(visit.referrer, visit.location.hostname.toLowerCase());
  if (host !== undefined) {
    source.referrer_host = host;
  }
  const path = visit.location.pathname;
  if (path.startsWith("/") && path.length <= leadSourceLimits.landingPath && !/\s/.test(path)) {
    source.landing_path = path;
  }
  source.landed_at = visit.now.toISOString();
  return source;
}

/**
 * Keeps the visit's first touch in sessionStorage, once per visit: later pages of the same visit change nothing.
 * Nothing leaves the browser until the visitor sends a booking or an inquiry. Storage may be unavailable
 * (private modes, disabled storage): then the lead simply arrives without a source.
 */
export function captureFirstTouch(visit: VisitContext): void {
  try {
    const storage = visit.storage();
    if (storage.getItem(LEAD_SOURCE_STORAGE_KEY) === null) {
      storage.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify(firstTouchOf(visit)));
    }
  } catch {
    // No storage, no source: the lead still goes through.
  }
}

const KNOWN_KEYS: readonly string[] = [
  ...leadSourceUtmKeys,
  "referrer_host",
  "landing_path",
  "landed_at",
];

/** The stored source to send with a lead, or null (a "direct" lead) when there is none or it is unreadable. */
export function readFirstTouch(
  storage: () => Pick<Storage, "getItem"> = () => window.sessionStorage,
): LeadSource | null {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(LEAD_SOURCE_STORAGE_KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return null;
    }
    const entries = Object.entries(parsed).filter(
      ([key, value]) => KNOWN_KEYS.includes(key) && typeof value === "string" && value !== "",
    );
    return entries.length === 0 ? null : (Object.fromEntries(entries) as LeadSource);
  } catch {
    return null;
  }
}
