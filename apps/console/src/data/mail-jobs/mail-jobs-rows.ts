import type { Tables } from "@innovatehub/database";
import { narrowMailJob } from "@innovatehub/domain";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { byCreatedAt } from "../order";
import { narrowed } from "../statuses";

/** An outbox row with its template, recipient and status as the domain's unions. */
export type MailJobRow = ReturnType<typeof narrowMailJob<Tables<"mail_jobs">>>;

/** The e-mails a booking owes or sent, oldest first. */
export async function getMailJobs(bookingId: string): Promise<MailJobRow[]> {
  const rows = await unwrap(supabase.from("mail_jobs").select("*").eq("appointment_id", bookingId));
  return rows.map((row) => narrowed(() => narrowMailJob(row))).sort(byCreatedAt);
}
