import type { Database } from "@innovatehub/database";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import {
  narrowPersonLead,
  type NarrowedPersonLead,
  type PersonLeadKind,
} from "@innovatehub/domain";
import { narrowed } from "../statuses";
import { leadKeys } from "./keys";

type PersonLeads = Database["public"]["Functions"]["staff_person_leads"];
type PersonLeadRow = PersonLeads["Returns"][number];

/** One contact of the person: a booking, an inquiry or an agent application, its status narrowed by its kind. */
export type PersonLead = NarrowedPersonLead<PersonLeadRow>;

function toPersonLead(row: PersonLeadRow): PersonLead {
  return narrowed(() => narrowPersonLead(row));
}

/** The database takes exactly one id, named by its kind. */
const argsFor = {
  booking: (id) => ({ p_appointment_id: id }),
  inquiry: (id) => ({ p_inquiry_id: id }),
  application: (id) => ({ p_application_id: id }),
} as const satisfies Record<PersonLeadKind, (id: string) => PersonLeads["Args"]>;

/**
 * Every booking, inquiry and agent application from the same mailbox as this one, oldest first, itself included.
 * Only its id travels: the database matches the address itself (staff_person_leads).
 */
async function getPersonLeads(kind: PersonLeadKind, id: string): Promise<PersonLead[]> {
  const rows = await unwrap(supabase.rpc("staff_person_leads", argsFor[kind](id)));
  return rows.map(toPersonLead);
}

export function usePersonLeadsQuery(kind: PersonLeadKind, id: string) {
  return useQuery({
    queryKey: leadKeys.person(kind, id),
    queryFn: () => getPersonLeads(kind, id),
  });
}
