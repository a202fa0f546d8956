// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
/*
 * Real visitors' page speed (docs/decisions.md D69): what one report may say, as the database's checks allow it
 * (migration 20261127000400_page_vitals.sql; the contract test in tooling/local-backend proves the two agree).
 */

/** The Core Web Vitals a page view reports. */
export const pageVitalsMetrics = ["LCP", "INP", "CLS"] as const;
export type PageVitalsMetric = (typeof pageVitalsMetrics)[number];

/** The device classes the Chrome UX Report uses. */
export const pageVitalsDevices = ["phone", "tablet", "desktop"] as const;
export type PageVitalsDevice = (typeof pageVitalsDevices)[number];

/** The Network Information API's effective connection types; `unknown` where the browser has none. */
export const pageVitalsConnections = ["slow-2g", "2g", "3g", "4g", "unknown"] as const;
export type PageVitalsConnection = (typeof pageVitalsConnections)[number];

/** The highest value rated good, per metric (Google's thresholds): milliseconds for LCP and INP, a score for CLS. */
export const PAGE_VITALS_GOOD = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
} as const satisfies Readonly<Record<PageVitalsMetric, number>>;

/** A page a report names: lower-case path segments, nothing else (no query string, where a token could hide). */
export const PAGE_VITALS_PATH_PATTERN = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;
export const PAGE_VITALS_PATH_MAX_LENGTH = 100;
