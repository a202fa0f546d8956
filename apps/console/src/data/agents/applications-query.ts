import {
  parseAgentApplicationStage,
  parseAgentBusinessPackage,
  parseAgentStoreType,
  type AgentApplicationStage,
  type AgentBusinessPackage,
  type AgentStoreType,
} from "@innovatehub/domain";
import {
  CONSOLE_APPLICATIONS_PAGE_SIZE,
  CONSOLE_INBOX_POLL_INTERVAL_MS,
} from "@innovatehub/content/console";
import type { Database } from "@innovatehub/database";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { narrowed } from "../statuses";
import type { ApplicationFilters } from "./application-filters";
import { applicationKeys } from "./keys";

type ListRow = Database["public"]["Functions"]["staff_list_agent_applications"]["Returns"][number];

/**
 * A row of the Applications list, its vocabulary narrowed; the generated types cannot say which returned columns
 * may be null, so those are restated (age: null when it closed unanswered).
 */
export type ApplicationListRow = Omit<
  ListRow,
  | "stage"
  | "business_package"
  | "store_type"
  | "age_minutes"
  | "province_code"
  | "assignee"
  | "first_response_at"
> & {
  stage: AgentApplicationStage;
  business_package: AgentBusinessPackage;
  store_type: AgentStoreType;
  age_minutes: number | null;
  province_code: string | null;
  assignee: string | null;
  first_response_at: string | null;
};

function toRow(row: ListRow): ApplicationListRow {
  return narrowed(() => ({
    ...row,
    stage: parseAgentApplicationStage(row.stage),
    business_package: parseAgentBusinessPackage(row.business_package),
    store_type: parseAgentStoreType(row.store_type),
    age_minutes: row.age_minutes ?? null,
    province_code: row.province_code ?? null,
    assignee: row.assignee ?? null,
    first_response_at: row.first_response_at ?? null,
  }));
}

/** The filters as staff_list_agent_applications takes them: an argument left out means no filter. */
function filterArgs(filters: ApplicationFilters) {
  return {
    p_stage: filters.stage ?? undefined,
    p_province_code: filters.province ?? undefined,
    p_business_package: filters.package ?? undefined,
    p_assignee: filters.assignee ?? undefined,
    p_min_age_minutes: filters.minAge ?? undefined,
    p_search: filters.q ?? undefined,
  };
}

/** One page of the list the filters select, and how many applications match in all. */
export async function getApplicationPage(
  filters: ApplicationFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: ApplicationListRow[]; total: number }> {
  const rows = await unwrap(
    supabase.rpc("staff_list_agent_applications", {
      ...filterArgs(filters),
      p_page: page,
      p_page_size: pageSize,
    }),
  );
  return { rows: rows.map(toRow), total: Number(rows[0]?.total_count ?? 0) };
}

/** One page of the list; polled so new applications appear without a reload. */
export function useApplicationsQuery(filters: ApplicationFilters) {
  return useQuery({
    queryKey: applicationKeys.list(filters),
    placeholderData: keepPreviousData,
    refetchInterval: CONSOLE_INBOX_POLL_INTERVAL_MS,
    queryFn: () => getApplicationPage(filters, filters.page, CONSOLE_APPLICATIONS_PAGE_SIZE),
  });
}
