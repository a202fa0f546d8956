import type { DateKey } from "@innovatehub/domain";
import type { BusyRange } from "@innovatehub/forms/booking";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { busyRangeKeys } from "./keys";

/** The taken ranges of one Manila day, from the same availability function the site's booking dialog asks. */
async function getBusyRanges(dateKey: DateKey): Promise<BusyRange[]> {
  const ranges = await unwrap(supabase.rpc("get_busy_ranges", { p_from: dateKey, p_to: dateKey }));
  return ranges.map((range) => ({ start: range.starts_at, end: range.ends_at }));
}

export function useBusyRangesQuery(dateKey: DateKey | null) {
  return useQuery({
    queryKey: busyRangeKeys.day(dateKey),
    enabled: dateKey !== null,
    // A slot someone just took must not be offered: always ask again when a day is opened.
    staleTime: 0,
    queryFn: () => getBusyRanges(dateKey ?? ""),
  });
}
