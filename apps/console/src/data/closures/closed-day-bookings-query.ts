import type { Database } from "@innovatehub/database";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { toBookingStatus } from "../statuses";
import { closureKeys } from "./keys";

type ClosedDayBookingRow =
  Database["public"]["Functions"]["staff_closed_day_bookings"]["Returns"][number];

type ClosedDayBooking = Omit<ClosedDayBookingRow, "status"> & {
  status: ReturnType<typeof toBookingStatus>;
};

/**
 * The live bookings (pending or confirmed, not over) on closed days, from the SECURITY INVOKER function
 * `staff_closed_day_bookings`: staff reschedule or cancel each.
 */
async function getClosedDayBookings(): Promise<ClosedDayBooking[]> {
  const rows = await unwrap(supabase.rpc("staff_closed_day_bookings"));
  return rows.map((row) => ({ ...row, status: toBookingStatus(row.status) }));
}

export function useClosedDayBookingsQuery() {
  return useQuery({ queryKey: closureKeys.bookings, queryFn: getClosedDayBookings });
}
