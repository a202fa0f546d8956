import { CONSOLE_INBOX_PAGE_SIZE, CONSOLE_INBOX_POLL_INTERVAL_MS } from "@innovatehub/content";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "../lib/supabase";
import { manilaDayStart, type InboxFilters } from "./inbox-filters";

export type LeadRow = {
  id: string;
  kind: "booking" | "inquiry";
  name: string;
  email: string;
  company: string | null;
  status: string;
  subject: string;
  occurs_at: string;
  created_at: string;
  total_count: number;
};

export const leadsQueryKey = ["leads"] as const;

/** One page of the inbox; polled so new bookings and inquiries appear without a reload. */
export function useLeads(filters: InboxFilters) {
  return useQuery({
    queryKey: [...leadsQueryKey, filters],
    placeholderData: keepPreviousData,
    refetchInterval: CONSOLE_INBOX_POLL_INTERVAL_MS,
    queryFn: async () => {
      const { data, error } = await supabase.rpc("staff_list_leads", {
        p_kind: filters.kind,
        p_status: filters.status,
        p_from: filters.from ? manilaDayStart(filters.from) : null,
        p_to: filters.to ? manilaDayStart(filters.to, 1) : null,
        p_search: filters.q,
        p_sort: filters.sort,
        p_page: filters.page,
        p_page_size: CONSOLE_INBOX_PAGE_SIZE,
      });
      if (error) {
        throw error;
      }
      const rows = data as LeadRow[];
      return { rows, total: Number(rows[0]?.total_count ?? 0) };
    },
  });
}
