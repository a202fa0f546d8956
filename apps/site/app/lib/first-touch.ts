import { isSingleLineText, LEAD_SOURCE_MAX_AGE_DAYS } from "@innovatehub/domain";
import { leadSourceLimits, type LeadSource, type LeadSourceKey } from "@innovatehub/content/shared";

/** The capture's storage key and campaign keys (see first-touch-capture.ts for why they are named twice). */
const LEAD_SOURCE_STORAGE_KEY = "innovatehub.first-touch";
const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const PATH = /^\/[^?#\s]*$/;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The characters the single-line rule allows (@innovatehub/domain), so a stray one never costs the lead. */
function singleLine(value: string): string {
  return [...value].filter((character) => isSingleLineText(character)).join("");
}

/** A real instant no later than `now` and no older than the database accepts, as sent. */
function landedAt(value: string, now: Date): string | undefined {
  const time = Date.parse(value);
  const oldest = now.getTime() - LEAD_SOURCE_MAX_AGE_DAYS * DAY_MS;
  return UTC_TIME.test(value) && time >= oldest && time <= now.getTime() ? value : undefined;
}

type Cleaner = (value: string, now: Date) => string | undefined;

const cleanUtm: Cleaner = (value) =>
  singleLine(value).trim().slice(0, leadSourceLimits.utm) || undefined;

/** Each key's cleaning: trimmed to its limit, or undefined when the value cannot be sent as it is. */
const cleaners: Record<LeadSourceKey, Cleaner> = {
  ...(Object.fromEntries(utmKeys.map((key) => [key, cleanUtm])) as Record<
    (typeof utmKeys)[number],
    Cleaner
  >),
  referrer_host: (value) =>
    value.length <= leadSourceLimits.referrerHost && HOST.test(value) ? value : undefined,
  landing_path: (value) =>
    value.length <= leadSourceLimits.landingPath && PATH.test(value) && isSingleLineText(value)
      ? value
      : undefined,
  landed_at: landedAt,
};

function isKey(key: string): key is LeadSourceKey {
  return Object.hasOwn(cleaners, key);
}

/**
 * The visit's source to send with a lead, cleaned to what the database accepts (known keys, bounded single-line
 * values, a host, a path, a real UTC time within the database's range) so a long or odd value never costs the
 * lead. Null, a "direct" lead, when there is none or storage is unavailable.
 */
export function readFirstTouch(
  storage: () => Pick<Storage, "getItem"> = () => window.sessionStorage,
  now: Date = new Date(),
): LeadSource | null {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(LEAD_SOURCE_STORAGE_KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return null;
    }
    const source: LeadSource = {};
    for (const [key, value] of Object.entries(parsed)) {
      const clean = isKey(key) && typeof value === "string" ? cleaners[key](value, now) : undefined;
      if (clean !== undefined && isKey(key)) {
        source[key] = clean;
      }
    }
    return Object.keys(source).length === 0 ? null : source;
  } catch {
    return null;
  }
}
