import type { Database } from "@innovatehub/database";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { narrowLead, type LeadKind } from "@innovatehub/domain";
import { narrowed } from "../statuses";
import { leadKeys } from "./keys";
import type { LeadRow } from "./leads-query";

type PersonLeadRow = Database["public"]["Functions"]["staff_person_leads"]["Returns"][number];

/** One contact of the person: a booking or an inquiry with its status narrowed. */
export type PersonLead = Omit<PersonLeadRow, "kind" | "status"> & Pick<LeadRow, "kind" | "status">;

function toPersonLead(row: PersonLeadRow): PersonLead {
  return narrowed(() => narrowLead(row));
}

/**
 * Every booking and inquiry from the same mailbox as this lead, oldest first, the lead itself included. Only the
 * lead's id travels: the database matches the address itself (staff_person_leads).
 */
async function getPersonLeads(kind: LeadKind, id: string): Promise<PersonLead[]> {
  const rows = await unwrap(
    supabase.rpc(
      "staff_person_leads",
      kind === "booking" ? { p_appointment_id: id } : { p_inquiry_id: id },
    ),
  );
  return rows.map(toPersonLead);
}

export function usePersonLeadsQuery(kind: LeadKind, id: string) {
  return useQuery({
    queryKey: leadKeys.person(kind, id),
    queryFn: () => getPersonLeads(kind, id),
  });
}
