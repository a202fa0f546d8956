import { manilaDayStart, narrowLead, type NarrowedLead } from "@innovatehub/domain";
import { type LeadSource } from "@innovatehub/content/shared";
import {
  CONSOLE_INBOX_PAGE_SIZE,
  CONSOLE_INBOX_POLL_INTERVAL_MS,
} from "@innovatehub/content/console";
import type { Database } from "@innovatehub/database";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InboxFilters } from "./lead-filters";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { narrowed } from "../statuses";
import { leadKeys } from "./keys";
import { toLeadSource } from "./lead-source";

type LeadListRow = Database["public"]["Functions"]["staff_list_leads"]["Returns"][number];

/**
 * A row of the inbox: a booking or an inquiry, each with its own statuses; its source parsed (null: direct) and
 * its age in business minutes (null when it closed unanswered).
 */
export type LeadRow = NarrowedLead<
  Omit<LeadListRow, "source" | "age_minutes"> & {
    source: LeadSource | null;
    age_minutes: number | null;
  }
>;

function toLeadRow(row: LeadListRow): LeadRow {
  return narrowed(() =>
    narrowLead({ ...row, source: toLeadSource(row.source), age_minutes: row.age_minutes ?? null }),
  );
}

/**
 * The inbox filters as the database functions take them (staff_list_leads, staff_close_matching_as_spam): an
 * argument left out takes the function's default, no filter.
 */
export function leadFilterArgs(filters: InboxFilters) {
  return {
    p_kind: filters.kind ?? undefined,
    p_status: filters.status ?? undefined,
    p_from: filters.from ? manilaDayStart(filters.from) : undefined,
    p_to: filters.to ? manilaDayStart(filters.to, 1) : undefined,
    p_search: filters.q ?? undefined,
  };
}

/** One page of the list the filters select, and how many rows match in all. */
export async function getLeadPage(
  filters: InboxFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: LeadRow[]; total: number }> {
  const rows = await unwrap(
    supabase.rpc("staff_list_leads", {
      ...leadFilterArgs(filters),
      p_sort: filters.sort,
      p_page: page,
      p_page_size: pageSize,
    }),
  );
  return { rows: rows.map(toLeadRow), total: Number(rows[0]?.total_count ?? 0) };
}

/** One page of the inbox; polled so new bookings and inquiries appear without a reload. */
export function useLeadsQuery(filters: InboxFilters) {
  return useQuery({
    queryKey: leadKeys.list(filters),
    placeholderData: keepPreviousData,
    refetchInterval: CONSOLE_INBOX_POLL_INTERVAL_MS,
    queryFn: () => getLeadPage(filters, filters.page, CONSOLE_INBOX_PAGE_SIZE),
  });
}
