import { narrowBooking, type DateKey } from "@innovatehub/domain";
import type { Database } from "@innovatehub/database";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { narrowed } from "../statuses";
import { agendaKeys } from "./keys";

type AgendaRow = Database["public"]["Functions"]["staff_week_agenda"]["Returns"][number];

export type AgendaBooking = ReturnType<typeof narrowBooking<AgendaRow>>;

/**
 * Monday to Friday's bookings that hold a slot, from the SECURITY INVOKER function `staff_week_agenda` (the
 * staff member's own row level security applies). Those statuses are exactly the ones the no-overlap constraint
 * covers, so the list can never hold a clash.
 */
async function getAgenda(monday: DateKey): Promise<AgendaBooking[]> {
  const rows = await unwrap(supabase.rpc("staff_week_agenda", { p_week_start: monday }));
  return rows.map((row) => narrowed(() => narrowBooking(row)));
}

export function useAgendaQuery(monday: DateKey) {
  return useQuery({ queryKey: agendaKeys.week(monday), queryFn: () => getAgenda(monday) });
}
