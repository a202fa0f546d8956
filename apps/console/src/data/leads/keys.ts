import type { PersonLeadKind } from "@innovatehub/domain";
import type { InboxFilters } from "./lead-filters";

export const leadKeys = {
  all: ["leads"] as const,
  list: (filters: InboxFilters) => ["leads", filters] as const,
  /** Every person view: an application's stage shows in its applicant's. */
  people: ["leads", "person"] as const,
  /** Every lead of the person behind one lead or application (by its kind and id). */
  person: (kind: PersonLeadKind, id: string) => ["leads", "person", kind, id] as const,
  /** The dashboard's figures for a range of Manila days. */
  dashboard: (from: string, to: string) => ["leads", "dashboard", from, to] as const,
};
