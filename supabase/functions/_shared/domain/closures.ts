// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
/*
 * Closed days (docs/decisions.md, closed days): Manila days no booking starts on. The database holds them
 * (public.closures) and refuses a start on one; these are the values its CHECK constraints allow.
 */

/** What a closed day is: a proclaimed regular holiday or special non-working day, or the company's own closure. */
export const closureKinds = [
  "regular_holiday",
  "special_non_working_day",
  "company_closure",
] as const;
export type ClosureKind = (typeof closureKinds)[number];

/** The reason a visitor reads ("Closed: Rizal Day"): one short line. */
export const CLOSURE_REASON_MIN_LENGTH = 2;
export const CLOSURE_REASON_MAX_LENGTH = 60;
