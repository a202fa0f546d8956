// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
/*
 * A lead's first-touch source (docs/product.md §14.1): what the site noted about the visit (UTM values, the
 * referring site's host, the landing path and time), sent with the booking or inquiry. The database accepts exactly
 * these keys, lengths and shapes (private.lead_source_valid) and names a lead without a campaign or referring site
 * "direct" (the dashboard's sources); the contract test in tooling/local-backend proves both.
 */

/** The campaign keys, as in the landing URL. */
export const leadSourceUtmKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/** Every key, each with the most characters its value may hold. */
export const leadSourceMaxLengths = {
  utm_source: 150,
  utm_medium: 150,
  utm_campaign: 150,
  utm_term: 150,
  utm_content: 150,
  /** The longest DNS name. */
  referrer_host: 253,
  landing_path: 300,
  /** An ISO UTC time with milliseconds: 2026-11-26T09:15:00.000Z. */
  landed_at: 24,
} as const satisfies Record<(typeof leadSourceUtmKeys)[number], number> & Record<string, number>;
export type LeadSourceKey = keyof typeof leadSourceMaxLengths;
export const leadSourceKeys = Object.keys(leadSourceMaxLengths) as [
  LeadSourceKey,
  ...LeadSourceKey[],
];

export type LeadSource = Partial<Record<LeadSourceKey, string>>;

/** The shapes of the three keys that are not free text (the database's regular expressions, the same). */
export const LEAD_SOURCE_HOST_PATTERN =
  /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
export const LEAD_SOURCE_PATH_PATTERN = /^\/[^?#\s]*$/;
export const LEAD_SOURCE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * The landing time (`landed_at`) is a real instant at most this long before the lead is stored (a tab kept open)
 * and at most this long after it (a browser clock running fast); the database refuses any other
 * (private.lead_source_landed_in_time).
 */
export const LEAD_SOURCE_MAX_AGE_DAYS = 30;
export const LEAD_SOURCE_CLOCK_SKEW_HOURS = 24;

/** What a lead without a campaign source or a referring site is called, in figures and exports. */
export const DIRECT_LEAD_SOURCE = "direct";

/** One word for where a lead came from: its campaign source, else the referring site, else "direct". */
export function leadSourceName(
  source: Pick<LeadSource, "utm_source" | "referrer_host"> | null,
): string {
  return source?.utm_source ?? source?.referrer_host ?? DIRECT_LEAD_SOURCE;
}

/** Whether a lead came without a campaign source or a referring site. */
export function isDirectLead(
  source: Pick<LeadSource, "utm_source" | "referrer_host"> | null,
): boolean {
  return source?.utm_source === undefined && source?.referrer_host === undefined;
}
