import type { Database } from "@innovatehub/database";
import { narrowBooking } from "@innovatehub/domain";
import type { DateKey } from "@innovatehub/forms/booking";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../lib/supabase";

export const agendaQueryKey = ["agenda"] as const;

export type AgendaBooking = ReturnType<
  typeof narrowBooking<Database["public"]["Functions"]["staff_week_agenda"]["Returns"][number]>
>;

/**
 * Monday to Friday's bookings that hold a slot, from the SECURITY INVOKER function `staff_week_agenda` (the
 * staff member's own row level security applies). Those statuses are exactly the ones the no-overlap constraint
 * covers, so the list can never hold a clash.
 */
export function useAgenda(monday: DateKey) {
  return useQuery({
    queryKey: [...agendaQueryKey, monday],
    queryFn: async (): Promise<AgendaBooking[]> => {
      const { data, error } = await supabase.rpc("staff_week_agenda", { p_week_start: monday });
      if (error) {
        throw error;
      }
      return data.map(narrowBooking);
    },
  });
}
