import type { Tables } from "@innovatehub/database";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { byCreatedAt } from "../order";

export type MailJobRow = Tables<"mail_jobs">;

/** The e-mails a booking owes or sent, oldest first. */
export async function getMailJobs(bookingId: string): Promise<MailJobRow[]> {
  const rows = await unwrap(supabase.from("mail_jobs").select("*").eq("appointment_id", bookingId));
  return rows.sort(byCreatedAt);
}
