import type { Tables } from "@innovatehub/database";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { byCreatedAt } from "../order";

/**
 * A staff history row. Its statuses stay as stored: they are a booking's or an inquiry's, but also a mail job's
 * (a retried e-mail records `dead` → `pending`), so they are labelled, never narrowed.
 */
export type AuditRow = Tables<"audit_log">;

/** The staff history of one booking or one inquiry, oldest first. */
export async function getAuditRows(
  subject: { appointment_id: string } | { inquiry_id: string },
): Promise<AuditRow[]> {
  const [column, id] =
    "appointment_id" in subject
      ? (["appointment_id", subject.appointment_id] as const)
      : (["inquiry_id", subject.inquiry_id] as const);
  const rows = await unwrap(supabase.from("audit_log").select("*").eq(column, id));
  return rows.sort(byCreatedAt);
}
