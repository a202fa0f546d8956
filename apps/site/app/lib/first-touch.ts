import { leadSourceLimits, type LeadSource, type LeadSourceKey } from "@innovatehub/content/shared";

/** The capture's storage key and campaign keys (see first-touch-capture.ts for why they are named twice). */
const LEAD_SOURCE_STORAGE_KEY = "innovatehub.first-touch";
const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const PATH = /^\/[^?#\s]*$/;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** Each key's cleaning: trimmed to its limit, or undefined when the value cannot be sent as it is. */
const cleaners: Record<LeadSourceKey, (value: string) => string | undefined> = {
  ...Object.fromEntries(
    utmKeys.map((key) => [
      key,
      (value: string) =>
        value.replace(CONTROL, "").trim().slice(0, leadSourceLimits.utm) || undefined,
    ]),
  ),
  referrer_host: (value) =>
    value.length <= leadSourceLimits.referrerHost && HOST.test(value) ? value : undefined,
  landing_path: (value) =>
    value.length <= leadSourceLimits.landingPath && PATH.test(value) ? value : undefined,
  landed_at: (value) => (UTC_TIME.test(value) ? value : undefined),
} as Record<LeadSourceKey, (value: string) => string | undefined>;

function isKey(key: string): key is LeadSourceKey {
  return Object.hasOwn(cleaners, key);
}

/**
 * The visit's source to send with a lead, cleaned to what the database accepts (known keys, bounded single-line
 * values, a host, a path, a UTC time) so a long or odd value never costs the lead. Null, a "direct" lead, when
 * there is none or storage is unavailable.
 */
export function readFirstTouch(
  storage: () => Pick<Storage, "getItem"> = () => window.sessionStorage,
): LeadSource | null {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(LEAD_SOURCE_STORAGE_KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return null;
    }
    const source: LeadSource = {};
    for (const [key, value] of Object.entries(parsed)) {
      const clean = isKey(key) && typeof value === "string" ? cleaners[key](value) : undefined;
      if (clean !== undefined && isKey(key)) {
        source[key] = clean;
      }
    }
    return Object.keys(source).length === 0 ? null : source;
  } catch {
    return null;
  }
}
