import { slotHoldingBookingStatuses } from "@innovatehub/content";
import type { DateKey } from "@innovatehub/forms/booking";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../lib/supabase";
import { weekRange } from "./agenda-week";

export const agendaQueryKey = ["agenda"] as const;

const AGENDA_COLUMNS = "id, name, company, topic, status, scheduled_at, ends_at, duration";

/**
 * The week's bookings that hold a slot, read from the appointments table under the staff member's own row level
 * security. The same statuses are the ones the no-overlap constraint covers, so the list never holds a clash.
 */
export function useAgenda(monday: DateKey) {
  return useQuery({
    queryKey: [...agendaQueryKey, monday],
    queryFn: async () => {
      const { from, to } = weekRange(monday);
      const { data, error } = await supabase
        .from("appointments")
        .select(AGENDA_COLUMNS)
        .in("status", slotHoldingBookingStatuses)
        .gte("scheduled_at", from)
        .lt("scheduled_at", to)
        .order("scheduled_at");
      if (error) {
        throw error;
      }
      return data;
    },
  });
}

export type AgendaBooking = NonNullable<ReturnType<typeof useAgenda>["data"]>[number];
