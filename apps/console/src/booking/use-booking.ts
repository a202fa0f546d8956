import type { Tables } from "@innovatehub/database";
import { narrowBooking } from "@innovatehub/domain";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../lib/supabase";

/** A booking as the screens see it: status, duration and meeting type narrowed to the domain's unions. */
export type BookingRow = ReturnType<typeof narrowBooking<Tables<"appointments">>>;
export type MailJobRow = Tables<"mail_jobs">;
export type AuditRow = Tables<"audit_log">;

export const bookingQueryKey = (id: string) => ["booking", id] as const;

export async function rowsOf<Row>(
  request: PromiseLike<{ data: unknown; error: unknown }>,
): Promise<Row[]> {
  const { data, error } = await request;
  if (error) {
    throw error;
  }
  return data as Row[];
}

export const byCreatedAt = (a: { created_at: string }, b: { created_at: string }) =>
  a.created_at.localeCompare(b.created_at);

/** The booking with its e-mails and its staff history, oldest first; `booking` is null when it does not exist. */
export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingQueryKey(id),
    queryFn: async () => {
      const [bookings, mailJobs, audit] = await Promise.all([
        rowsOf<Tables<"appointments">>(
          supabase.from("appointments").select("*").eq("id", id).limit(1),
        ),
        rowsOf<MailJobRow>(supabase.from("mail_jobs").select("*").eq("appointment_id", id)),
        rowsOf<AuditRow>(supabase.from("audit_log").select("*").eq("appointment_id", id)),
      ]);
      return {
        booking: bookings[0] === undefined ? null : narrowBooking(bookings[0]),
        mailJobs: mailJobs.sort(byCreatedAt),
        audit: audit.sort(byCreatedAt),
      };
    },
  });
}
