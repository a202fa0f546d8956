import type { Tables } from "@innovatehub/database";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { getAuditRows } from "../audit/audit-rows";
import { unwrap } from "../errors";
import { getMailJobs } from "../mail-jobs/mail-jobs-rows";
import { narrowed } from "../statuses";
import { narrowBooking } from "@innovatehub/domain";
import { bookingKeys } from "./keys";

/** A booking with its status, duration and meeting type as the domain's unions. */
export type BookingRow = ReturnType<typeof narrowBooking<Tables<"appointments">>>;

function toBookingRow(row: Tables<"appointments">): BookingRow {
  return narrowed(() => narrowBooking(row));
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
