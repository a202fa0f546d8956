import type { LeadSort } from "@innovatehub/content/console";
import type { LeadKind, LeadStatus } from "@innovatehub/domain";

/**
 * What a list of leads is filtered and sorted by: the inbox keeps it in the URL (so a link reproduces the view),
 * the leads query sends it to the database.
 */
export type InboxFilters = {
  kind: LeadKind | null;
  status: LeadStatus | null;
  /** Manila calendar days, both inclusive. */
  from: string | null;
  to: string | null;
  q: string | null;
  sort: LeadSort;
  page: number;
};
