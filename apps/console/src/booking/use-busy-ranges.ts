import type { BusyRange, DateKey } from "@innovatehub/forms/booking";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../lib/supabase";

export const busyRangesQueryKey = ["busy-ranges"] as const;

/** The taken ranges of one Manila day, from the same availability function the site's booking dialog asks. */
export function useBusyRanges(dateKey: DateKey | null) {
  return useQuery({
    queryKey: [...busyRangesQueryKey, dateKey],
    enabled: dateKey !== null,
    // A slot someone just took must not be offered: always ask again when a day is opened.
    staleTime: 0,
    queryFn: async (): Promise<BusyRange[]> => {
      const { data, error } = await supabase.rpc("get_busy_ranges", {
        p_from: dateKey ?? "",
        p_to: dateKey ?? "",
      });
      if (error) {
        throw error;
      }
      return data.map((range) => ({ start: range.starts_at, end: range.ends_at }));
    },
  });
}
