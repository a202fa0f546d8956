import type { Tables } from "@innovatehub/database";
import { parseAuditAction, type AuditAction } from "@innovatehub/domain";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { byCreatedAt } from "../order";

/**
 * A staff history row, its action narrowed to the domain's codes. Its statuses stay as stored: they are a
 * booking's or an inquiry's, but also a mail job's (a retried e-mail records `dead` → `pending`), so they are
 * labelled, never narrowed.
 */
export type AuditRow = Omit<Tables<"audit_log">, "action"> & { action: AuditAction };

/** The staff history of one booking or one inquiry, oldest first. */
export async function getAuditRows(
  subject: { appointment_id: string } | { inquiry_id: string },
): Promise<AuditRow[]> {
  const [column, id] =
    "appointment_id" in subject
      ? (["appointment_id", subject.appointment_id] as const)
      : (["inquiry_id", subject.inquiry_id] as const);
  const rows = await unwrap(supabase.from("audit_log").select("*").eq(column, id));
  return rows.map((row) => ({ ...row, action: parseAuditAction(row.action) })).sort(byCreatedAt);
}
