import type { InboxFilters } from "../../inbox/inbox-filters";

export const leadKeys = {
  all: ["leads"] as const,
  list: (filters: InboxFilters) => ["leads", filters] as const,
};
