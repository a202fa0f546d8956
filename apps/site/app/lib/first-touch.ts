import {
  LEAD_SOURCE_HOST_PATTERN,
  LEAD_SOURCE_PATH_PATTERN,
  LEAD_SOURCE_TIME_PATTERN,
  leadSourceKeys,
  leadSourceMaxLengths,
  type LeadSource,
  type LeadSourceKey,
} from "@innovatehub/domain";

/** The capture's storage key (see first-touch-capture.ts for why it is named twice). */
const LEAD_SOURCE_STORAGE_KEY = "innovatehub.first-touch";

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A value that must keep its shape: sent as it is when it fits, else dropped. */
function shaped(value: string, maxLength: number, pattern: RegExp): string | undefined {
  return value.length <= maxLength && pattern.test(value) ? value : undefined;
}

/** A key's value cleaned: a campaign value trimmed to its limit, a shaped one kept or dropped. */
function clean(key: LeadSourceKey, value: string): string | undefined {
  const maxLength = leadSourceMaxLengths[key];
  switch (key) {
    case "referrer_host":
      return shaped(value, maxLength, LEAD_SOURCE_HOST_PATTERN);
    case "landing_path":
      return shaped(value, maxLength, LEAD_SOURCE_PATH_PATTERN);
    case "landed_at":
      return shaped(value, maxLength, LEAD_SOURCE_TIME_PATTERN);
    default:
      return value.replace(CONTROL, "").trim().slice(0, maxLength) || undefined;
  }
}

function isKey(key: string): key is LeadSourceKey {
  return (leadSourceKeys as readonly string[]).includes(key);
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
      const cleaned = isKey(key) && typeof value === "string" ? clean(key, value) : undefined;
      if (cleaned !== undefined && isKey(key)) {
        source[key] = cleaned;
      }
    }
    return Object.keys(source).length === 0 ? null : source;
  } catch {
    return null;
  }
}
