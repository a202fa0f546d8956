/**
 * What the staff history (`audit_log.action`) records: every change staff make, one code each. The database's
 * CHECK lists the same codes (the contract test compares them); screens label them from content, keyed by this
 * type, so a code is never shown raw.
 */
export const auditActions = [
  "appointment_status_changed",
  "appointment_rescheduled",
  "inquiry_status_changed",
  "inquiry_assigned",
  "note_added",
  "mail_job_retried",
  "reply_recorded",
  "data_subject_exported",
  "data_subject_erased",
  "closure_added",
  "closure_removed",
  "agent_application_stage_changed",
  "agent_application_assigned",
  "agent_document_reviewed",
  "agent_document_viewed",
] as const;
export type AuditAction = (typeof auditActions)[number];
