/**
 * The first-touch source a lead carries (docs/product.md §14.1). The database checks the same keys and limits
 * (supabase/migrations: private.lead_source_valid); the site trims values to fit rather than lose a lead.
 */
export type LeadSourceKey =
  | "utm_source"
  | "utm_medium"
  | "utm_campaign"
  | "utm_term"
  | "utm_content"
  | "referrer_host"
  | "landing_path"
  | "landed_at";

export type LeadSource = Partial<Record<LeadSourceKey, string>>;

/** Longest value per key, in characters. */
export const leadSourceLimits = {
  utm: 150,
  referrerHost: 253,
  landingPath: 300,
} as const;
