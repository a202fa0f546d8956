/*
 * The rows the edge functions read, typed from the generated database types (database.types.ts, copied from
 * packages/database) with their text columns narrowed to the domain's unions. A column renamed in a migration
 * reaches here through the regenerated types, and `deno check` fails wherever the old name is still used.
 */
import type { Database, Json, Tables } from "./database.types.ts";
import {
  type AgentDeclineReason,
  type AgentDocumentKind,
  type AgentDocumentRequestReason,
  agentLanguages,
  type BookingStatus,
  type InquiryKind,
  isInquiryKind,
  type HeldMeetingType,
  type MeetingDuration,
  type MeetingPurpose,
  narrowBooking,
  parseAgentDeclineReason,
  parseAgentDocumentKind,
  parseAgentDocumentRequestReason,
  UnknownValueError,
} from "./domain/index.ts";

type Narrowed<Row, Fields> = Omit<Row, keyof Fields> & Fields;

/** A booking: one row of public.appointments, its status, length, meeting type and purpose as the domain's unions. */
export type Appointment = Narrowed<
  Tables<"appointments">,
  {
    status: BookingStatus;
    duration: MeetingDuration;
    meeting_type: HeldMeetingType;
    purpose: MeetingPurpose;
  }
>;

/** An inquiry: one row of public.inquiries, its kind as the domain's union. */
export type Inquiry = Narrowed<Tables<"inquiries">, { kind: InquiryKind }>;

/** The booking columns public.claim_mail_jobs hands the mail worker with each job. */
const jobAppointmentColumns = [
  "id",
  "name",
  "email",
  "phone",
  "company",
  "scheduled_at",
  "ends_at",
  "duration",
  "meeting_type",
  "topic",
  "notes",
  "status",
  "revision",
  "created_at",
  "visitor_time_zone",
  "meeting_url",
  "purpose",
  "place",
] as const satisfies readonly (keyof Appointment)[];
export type JobAppointment = Pick<Appointment, (typeof jobAppointmentColumns)[number]>;

/** The inquiry columns public.claim_mail_jobs hands the mail worker with each job. */
const jobInquiryColumns = [
  "id",
  "kind",
  "name",
  "email",
  "phone",
  "company",
  "details",
  "subscribe",
  "created_at",
] as const satisfies readonly (keyof Inquiry)[];
export type JobInquiry = Pick<Inquiry, (typeof jobInquiryColumns)[number]>;

/** The application columns public.claim_mail_jobs hands the mail worker with each job. */
const jobAgentApplicationColumns = [
  "id",
  "reference",
  "language",
  "full_name",
  "mobile",
  "email",
  "store_name",
  "store_type",
  "years_in_operation",
  "region_code",
  "province_code",
  "city_code",
  "barangay_code",
  "business_package",
  "heard_from",
  "stage",
  "created_at",
  "decline_reason",
  "unanswered_escalations",
] as const satisfies readonly (keyof Tables<"agent_applications">)[];
/** The document an "asked again" e-mail is about: its kind and why, both from the domain's lists. */
export type RequestedDocument = { kind: AgentDocumentKind; reason: AgentDocumentRequestReason };
/**
 * An agent application as its e-mails see it, its language (which picks the applicant's e-mail) and decline
 * reason narrowed, with the document a "documents requested" e-mail names.
 */
export type JobAgentApplication = Narrowed<
  Pick<Tables<"agent_applications">, (typeof jobAgentApplicationColumns)[number]>,
  {
    language: (typeof agentLanguages)[number];
    decline_reason: AgentDeclineReason | null;
    requested_document: RequestedDocument | null;
  }
>;

type FeedColumn = keyof Database["public"]["Functions"]["calendar_feed_bookings"]["Returns"][number];

/**
 * The booking columns public.calendar_feed_bookings returns (the generated types name them), and the number to
 * call, which it gives for a phone call only.
 */
export type FeedBooking = Pick<Appointment, Exclude<FeedColumn, "call_phone">> & {
  call_phone: string | null;
};

function hasColumns<Column extends string>(
  value: Json,
  columns: readonly Column[],
): value is { [Key in Column]: Json } {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    columns.every((column) => column in value)
  );
}

/**
 * A job's booking from the jsonb the claim builds, or null when the job has none. The database wrote it from the
 * row itself, so only the columns' presence and the unions are checked.
 */
export function readJobAppointment(value: Json): JobAppointment | null {
  if (!hasColumns(value, jobAppointmentColumns)) {
    return null;
  }
  // The claim's jsonb_build_object holds exactly the row's columns and their types.
  return narrowBooking(value as unknown as Tables<"appointments">);
}

/** A job's inquiry from the jsonb the claim builds, or null when the job has none. */
export function readJobInquiry(value: Json): JobInquiry | null {
  if (!hasColumns(value, jobInquiryColumns)) {
    return null;
  }
  if (!isInquiryKind(value.kind)) {
    throw new UnknownValueError("inquiry kind", value.kind);
  }
  // The claim's jsonb_build_object holds exactly the row's columns and their types.
  return { ...(value as unknown as Tables<"inquiries">), kind: value.kind };
}

/** A job's agent application from the jsonb the claim builds, or null when the job has none. */
export function readJobAgentApplication(value: Json): JobAgentApplication | null {
  if (!hasColumns(value, jobAgentApplicationColumns)) {
    return null;
  }
  const { language } = value;
  if (!agentLanguages.some((known) => known === language)) {
    throw new UnknownValueError("agent application language", language);
  }
  // The claim's jsonb_build_object holds exactly the row's columns and their types; the language was checked above.
  const row = value as unknown as JobAgentApplication;
  return {
    ...row,
    decline_reason: parseAgentDeclineReason(value.decline_reason),
    // Not a column: the claim adds the document an "asked again" e-mail names.
    requested_document: readRequestedDocument(
      (value as { requested_document?: Json }).requested_document,
    ),
  };
}

function readRequestedDocument(claimed: Json | undefined): RequestedDocument | null {
  const value = claimed ?? null;
  if (!hasColumns(value, ["kind", "reason"] as const)) {
    return null;
  }
  const reason = parseAgentDocumentRequestReason(value.reason);
  return reason === null ? null : { kind: parseAgentDocumentKind(value.kind), reason };
}

/** A live booking in a calendar (an invite, the staff feed): confirmed once staff confirmed it, else tentative. */
export function calendarStatus(status: BookingStatus): "TENTATIVE" | "CONFIRMED" {
  return status === "confirmed" ? "CONFIRMED" : "TENTATIVE";
}
