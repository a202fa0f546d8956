import type { Database } from "@innovatehub/database";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { outcomeKeys } from "./keys";

export type BookingNeedingOutcome =
  Database["public"]["Functions"]["staff_bookings_needing_outcome"]["Returns"][number];

/** Confirmed meetings that have ended without completed or no-show, oldest first (the database decides "ended"). */
async function getBookingsNeedingOutcome(): Promise<BookingNeedingOutcome[]> {
  return unwrap(supabase.rpc("staff_bookings_needing_outcome"));
}

export function useBookingsNeedingOutcomeQuery() {
  return useQuery({ queryKey: outcomeKeys.all, queryFn: getBookingsNeedingOutcome });
}
