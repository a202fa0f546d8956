import {
  narrowBooking,
  parseAgentApplicationStage,
  parseAgentBusinessPackage,
  parseAgentDeclineReason,
  parseAgentDocumentKind,
  parseAgentDocumentRequestReason,
  parseAgentDocumentReview,
  parseAgentDocumentStatus,
  parseAgentLanguage,
  parseAgentStoreType,
} from "@innovatehub/domain";
import type { Tables } from "@innovatehub/database";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { getAuditRows } from "../audit/audit-rows";
import { unwrap } from "../errors";
import { byCreatedAt, byScheduledAt } from "../order";
import { narrowed } from "../statuses";
import { applicationKeys } from "./keys";

function toApplication(row: Tables<"agent_applications">) {
  return {
    ...row,
    stage: parseAgentApplicationStage(row.stage),
    business_package: parseAgentBusinessPackage(row.business_package),
    store_type: parseAgentStoreType(row.store_type),
    language: parseAgentLanguage(row.language),
    decline_reason: parseAgentDeclineReason(row.decline_reason),
  };
}

function toDocument(row: Tables<"agent_application_documents">) {
  return {
    ...row,
    kind: parseAgentDocumentKind(row.kind),
    status: parseAgentDocumentStatus(row.status),
    review: parseAgentDocumentReview(row.review),
    review_reason: parseAgentDocumentRequestReason(row.review_reason),
  };
}

/** The columns of a meeting the application's page lists. */
const MEETING_COLUMNS = "id, purpose, meeting_type, duration, status, scheduled_at, ends_at, place";

/** An application with its stage, package, store type, language and decline reason as the domain's unions. */
export type ApplicationRow = ReturnType<typeof toApplication>;
export type ApplicationDocumentRow = ReturnType<typeof toDocument>;
export type ApplicationMeetingRow = ApplicationData["meetings"][number];
type ApplicationData = Awaited<ReturnType<typeof getApplication>>;

/**
 * The application with its documents (oldest first; uploads never finished are left out), notes (newest first)
 * staff history (oldest first; the document views in it only for admins, as the database decides) and the
 * meetings booked with the applicant (by their start); `application` is null when gone.
 */
async function getApplication(id: string) {
  const [applications, documents, notes, audit, meetings] = await Promise.all([
    unwrap(supabase.from("agent_applications").select("*").eq("id", id).limit(1)),
    unwrap(supabase.from("agent_application_documents").select("*").eq("application_id", id)),
    unwrap(supabase.from("internal_notes").select("*").eq("agent_application_id", id)),
    getAuditRows({ agent_application_id: id }),
    unwrap(supabase.from("appointments").select(MEETING_COLUMNS).eq("agent_application_id", id)),
  ]);
  const application = applications[0];
  return narrowed(() => ({
    application: application ? toApplication(application) : null,
    documents: documents
      .map(toDocument)
      .filter((document) => document.status !== "awaiting_upload")
      .sort(byCreatedAt),
    notes: notes.sort(byCreatedAt).reverse(),
    audit,
    meetings: meetings
      .map((meeting) => narrowBooking(meeting))
      .sort(byScheduledAt),
  }));
}

export function useApplicationQuery(id: string) {
  return useQuery({ queryKey: applicationKeys.detail(id), queryFn: () => getApplication(id) });
}
