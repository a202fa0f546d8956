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

type AuditSubject =
  { appointment_id: string } | { inquiry_id: string } | { agent_application_id: string };

function subjectColumn(subject: AuditSubject) {
  if ("appointment_id" in subject) {
    return ["appointment_id", subject.appointment_id] as const;
  }
  return "inquiry_id" in subject
    ? (["inquiry_id", subject.inquiry_id] as const)
    : (["agent_application_id", subject.agent_application_id] as const);
}

/** The staff history of one booking, inquiry or agent application, oldest first. */
export async function getAuditRows(subject: AuditSubject): Promise<AuditRow[]> {
  const [column, id] = subjectColumn(subject);
  const rows = await unwrap(supabase.from("audit_log").select("*").eq(column, id));
  return rows.map((row) => ({ ...row, action: parseAuditAction(row.action) })).sort(byCreatedAt);
}
