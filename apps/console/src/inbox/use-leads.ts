import { CONSOLE_INBOX_PAGE_SIZE, CONSOLE_INBOX_POLL_INTERVAL_MS } from "@innovatehub/content";
import type { Database } from "@innovatehub/database";
import { narrowLead, type NarrowedLead } from "@innovatehub/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "../lib/supabase";
import { manilaDayStart, type InboxFilters } from "./inbox-filters";

/** A row of the list with its kind and status narrowed to the domain's unions. */
export type LeadRow = NarrowedLead<
  Database["public"]["Functions"]["staff_list_leads"]["Returns"][number]
>;

export const leadsQueryKey = ["leads"] as const;

/** One page of the list the filters select, and how many rows match in all. */
export async function fetchLeadPage(
  filters: InboxFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: LeadRow[]; total: number }> {
  const { data, error } = await supabase.rpc("staff_list_leads", {
    // An argument left out takes the function's default: no filter.
    p_kind: filters.kind ?? undefined,
    p_status: filters.status ?? undefined,
    p_from: filters.from ? manilaDayStart(filters.from) : undefined,
    p_to: filters.to ? manilaDayStart(filters.to, 1) : undefined,
    p_search: filters.q ?? undefined,
    p_sort: filters.sort,
    p_page: page,
    p_page_size: pageSize,
  });
  if (error) {
    throw error;
  }
  const rows: LeadRow[] = data.map(narrowLead);
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}

/** One page of the inbox; polled so new bookings and inquiries appear without a reload. */
export function useLeads(filters: InboxFilters) {
  return useQuery({
    queryKey: [...leadsQueryKey, filters],
    placeholderData: keepPreviousData,
    refetchInterval: CONSOLE_INBOX_POLL_INTERVAL_MS,
    queryFn: () => fetchLeadPage(filters, filters.page, CONSOLE_INBOX_PAGE_SIZE),
  });
}
