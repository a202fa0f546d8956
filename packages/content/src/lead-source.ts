/**
 * The first-touch source a lead carries (docs/product.md §14.1). The database checks the same keys and limits
 * (supabase/migrations: private.lead_source_valid); the site trims values to fit rather than lose a lead.
 */
export const leadSourceUtmKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export type LeadSourceKey =
  (typeof leadSourceUtmKeys)[number] | "referrer_host" | "landing_path" | "landed_at";

export type LeadSource = Partial<Record<LeadSourceKey, string>>;

/** Longest value per key, in characters. */
export const leadSourceLimits = {
  utm: 150,
  referrerHost: 253,
  landingPath: 300,
} as const;

/** Where the site keeps the source for the visit (sessionStorage: the tab's session, never a cookie). */
export const LEAD_SOURCE_STORAGE_KEY = "innovatehub.first-touch";
