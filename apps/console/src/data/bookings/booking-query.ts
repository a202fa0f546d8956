import type { Tables } from "@innovatehub/database";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { getAuditRows } from "../audit/audit-rows";
import { unwrap } from "../errors";
import { getMailJobs } from "../mail-jobs/mail-jobs-rows";
import { toBookingStatus } from "../statuses";
import type { BookingStatus } from "@innovatehub/content";
import { bookingKeys } from "./keys";

export type BookingRow = Omit<Tables<"appointments">, "status"> & { status: BookingStatus };

function toBookingRow(row: Tables<"appointments">): BookingRow {
  return { ...row, status: toBookingStatus(row.status) };
}

/** The booking with its e-mails and its staff history, oldest first; `booking` is null when it does not exist. */
async function getBooking(id: string) {
  const [bookings, mailJobs, audit] = await Promise.all([
    unwrap(supabase.from("appointments").select("*").eq("id", id).limit(1)),
    getMailJobs(id),
    getAuditRows({ appointment_id: id }),
  ]);
  const booking = bookings[0];
  return { booking: booking ? toBookingRow(booking) : null, mailJobs, audit };
}

export function useBookingQuery(id: string) {
  return useQuery({ queryKey: bookingKeys.detail(id), queryFn: () => getBooking(id) });
}
