import type { Database } from "@innovatehub/database";
import {
  narrowPersonLead,
  parseAgentDuplicateReason,
  type AgentDuplicateReason,
  type NarrowedPersonLead,
} from "@innovatehub/domain";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { narrowed } from "../statuses";
import { applicationKeys } from "./keys";

type DuplicateRow =
  Database["public"]["Functions"]["staff_agent_application_duplicates"]["Returns"][number];

/** Another booking, inquiry or application that may be the same person or store, with why it matched. */
export type ApplicationDuplicate = NarrowedPersonLead<Omit<DuplicateRow, "reasons">> & {
  reasons: AgentDuplicateReason[];
};

function toDuplicate({ reasons, ...row }: DuplicateRow): ApplicationDuplicate {
  return narrowed(() => ({
    ...narrowPersonLead(row),
    reasons: reasons.map(parseAgentDuplicateReason),
  }));
}

/**
 * The application's possible duplicates, newest first (at most AGENT_DUPLICATE_MATCHES_MAX). Only the
 * application's id travels: the database compares the mobile number, the mailbox and the store address itself.
 */
async function getDuplicates(id: string): Promise<ApplicationDuplicate[]> {
  const rows = await unwrap(supabase.rpc("staff_agent_application_duplicates", { p_id: id }));
  return rows.map(toDuplicate);
}

export function useApplicationDuplicatesQuery(id: string) {
  return useQuery({
    queryKey: applicationKeys.duplicates(id),
    queryFn: () => getDuplicates(id),
  });
}
