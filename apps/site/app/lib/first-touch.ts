import {
  isSingleLineText,
  LEAD_SOURCE_HOST_PATTERN,
  LEAD_SOURCE_MAX_AGE_DAYS,
  LEAD_SOURCE_PATH_PATTERN,
  LEAD_SOURCE_TIME_PATTERN,
  leadSourceKeys,
  leadSourceMaxLengths,
  type LeadSource,
  type LeadSourceKey,
} from "@innovatehub/domain";

/** The capture's storage key (see first-touch-capture.ts for why it is named twice). */
const LEAD_SOURCE_STORAGE_KEY = "innovatehub.first-touch";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A value that must keep its shape: sent as it is when it fits, else dropped. */
function shaped(value: string, maxLength: number, pattern: RegExp): string | undefined {
  return value.length <= maxLength && pattern.test(value) && isSingleLineText(value)
    ? value
    : undefined;
}

/** The characters the single-line rule allows (the domain's text rules), so a stray one never costs the lead. */
function singleLine(value: string): string {
  return [...value].filter((character) => isSingleLineText(character)).join("");
}

/** A real instant no later than `now` and no older than the database accepts, as sent. */
function landedAt(value: string, now: Date): string | undefined {
  const time = Date.parse(value);
  const oldest = now.getTime() - LEAD_SOURCE_MAX_AGE_DAYS * DAY_MS;
  return time >= oldest && time <= now.getTime()
    ? shaped(value, leadSourceMaxLengths.landed_at, LEAD_SOURCE_TIME_PATTERN)
    : undefined;
}

/** A key's value cleaned: a campaign value trimmed to its limit, a shaped one kept or dropped. */
function clean(key: LeadSourceKey, value: string, now: Date): string | undefined {
  const maxLength = leadSourceMaxLengths[key];
  switch (key) {
    case "referrer_host":
      return shaped(value, maxLength, LEAD_SOURCE_HOST_PATTERN);
    case "landing_path":
      return shaped(value, maxLength, LEAD_SOURCE_PATH_PATTERN);
    case "landed_at":
      return landedAt(value, now);
    default:
      return singleLine(value).trim().slice(0, maxLength) || undefined;
  }
}

function isKey(key: string): key is LeadSourceKey {
  return (leadSourceKeys as readonly string[]).includes(key);
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
      const cleaned = isKey(key) && typeof value === "string" ? clean(key, value, now) : undefined;
      if (cleaned !== undefined && isKey(key)) {
        source[key] = cleaned;
      }
    }
    return Object.keys(source).length === 0 ? null : source;
  } catch {
    return null;
  }
}
