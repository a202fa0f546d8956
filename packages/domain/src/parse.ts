import {
  bookingStatuses,
  meetingDurations,
  type BookingStatus,
  type MeetingDuration,
} from "./bookings.ts";
import {
  agentApplicationStages,
  agentBusinessPackages,
  agentDeclineReasons,
  agentDocumentKinds,
  agentDuplicateReasons,
  agentDocumentRequestReasons,
  agentDocumentReviews,
  agentDocumentStatuses,
  agentLanguages,
  agentStoreTypes,
  type AgentApplicationStage,
  type AgentBusinessPackage,
  type AgentDeclineReason,
  type AgentDocumentKind,
  type AgentDuplicateReason,
  type AgentDocumentRequestReason,
  type AgentDocumentReview,
  type AgentDocumentStatus,
  type AgentLanguage,
  type AgentStoreType,
} from "./agents.ts";
import {
  heldMeetingTypes,
  meetingPurposes,
  type HeldMeetingType,
  type MeetingPurpose,
} from "./meetings.ts";
import { auditActions, type AuditAction } from "./audit.ts";
import { closureKinds, type ClosureKind } from "./closures.ts";
import {
  inquiryKinds,
  inquiryStatuses,
  type InquiryKind,
  type InquiryStatus,
} from "./inquiries.ts";
import {
  leadKinds,
  leadStatuses,
  personLeadKinds,
  type LeadKind,
  type LeadStatus,
} from "./leads.ts";
import {
  mailJobStatuses,
  mailRecipients,
  mailTemplates,
  type MailJobStatus,
  type MailRecipient,
  type MailTemplate,
} from "./outbox.ts";

/**
 * The database stores statuses and kinds as text (checked against these lists). Data read from it is narrowed
 * here, once, at the boundary, so screens work with the union types and never with a bare string.
 */
export class UnknownValueError extends Error {
  /** What was unknown, as a code: "unknown_booking_status". */
  readonly code: string;

  constructor(what: string, value: unknown) {
    super(`Unknown ${what}: ${JSON.stringify(value)}`);
    this.name = "UnknownValueError";
    this.code = `unknown_${what.replaceAll(" ", "_")}`;
  }
}

function member<const Values extends readonly string[]>(
  values: Values,
  value: unknown,
): value is Values[number] {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

function parser<const Values extends readonly string[]>(what: string, values: Values) {
  return {
    is: (value: unknown): value is Values[number] => member(values, value),
    parse(value: unknown): Values[number] {
      if (!member(values, value)) {
        throw new UnknownValueError(what, value);
      }
      return value;
    },
  };
}

const bookingStatus = parser("booking status", bookingStatuses);
const inquiryStatus = parser("inquiry status", inquiryStatuses);
const inquiryKind = parser("inquiry kind", inquiryKinds);
const leadKind = parser("lead kind", leadKinds);
const closureKind = parser("closure kind", closureKinds);

export const parseBookingStatus: (value: unknown) => BookingStatus = bookingStatus.parse;
export const parseInquiryStatus: (value: unknown) => InquiryStatus = inquiryStatus.parse;
export const isInquiryKind: (value: unknown) => value is InquiryKind = inquiryKind.is;
export const parseClosureKind: (value: unknown) => ClosureKind = closureKind.parse;
export const parseAuditAction: (value: unknown) => AuditAction = parser(
  "audit action",
  auditActions,
).parse;
const agentApplicationStage = parser("agent application stage", agentApplicationStages);
export const parseAgentApplicationStage: (value: unknown) => AgentApplicationStage =
  agentApplicationStage.parse;
export const isAgentApplicationStage: (value: unknown) => value is AgentApplicationStage =
  agentApplicationStage.is;
export const parseAgentBusinessPackage: (value: unknown) => AgentBusinessPackage = parser(
  "agent business package",
  agentBusinessPackages,
).parse;
export const parseAgentStoreType: (value: unknown) => AgentStoreType = parser(
  "agent store type",
  agentStoreTypes,
).parse;
export const parseAgentLanguage: (value: unknown) => AgentLanguage = parser(
  "agent language",
  agentLanguages,
).parse;
export const parseAgentDocumentKind: (value: unknown) => AgentDocumentKind = parser(
  "agent document kind",
  agentDocumentKinds,
).parse;
export const parseAgentDocumentStatus: (value: unknown) => AgentDocumentStatus = parser(
  "agent document status",
  agentDocumentStatuses,
).parse;
const agentDocumentReview = parser("agent document review", agentDocumentReviews);
const agentDocumentRequestReason = parser(
  "agent document request reason",
  agentDocumentRequestReasons,
);
const agentDeclineReason = parser("agent decline reason", agentDeclineReasons);
/** A nullable column: null stays null, a value must be the domain's. */
export const parseAgentDocumentReview = (value: unknown): AgentDocumentReview | null =>
  value === null ? null : agentDocumentReview.parse(value);
export const parseAgentDocumentRequestReason = (
  value: unknown,
): AgentDocumentRequestReason | null =>
  value === null ? null : agentDocumentRequestReason.parse(value);
export const parseAgentDeclineReason = (value: unknown): AgentDeclineReason | null =>
  value === null ? null : agentDeclineReason.parse(value);
const parseInquiryKind: (value: unknown) => InquiryKind = inquiryKind.parse;
const parseLeadKind: (value: unknown) => LeadKind = leadKind.parse;

/** A lead's status, read by its kind. */
export function parseLeadStatus(kind: LeadKind, value: unknown): BookingStatus | InquiryStatus {
  return kind === "booking" ? parseBookingStatus(value) : parseInquiryStatus(value);
}

const meetingType = parser("meeting type", heldMeetingTypes);
const meetingPurpose = parser("meeting purpose", meetingPurposes);
const meetingDuration = parser("meeting duration", meetingDurations);

const parseMeetingType: (value: unknown) => HeldMeetingType = meetingType.parse;
const parseMeetingPurpose: (value: unknown) => MeetingPurpose = meetingPurpose.parse;
const parseMeetingDuration: (value: unknown) => MeetingDuration = meetingDuration.parse;

/** `Row` with the named text columns replaced by their unions. */
type Narrowed<Row, Fields> = Omit<Row, keyof Fields> & Fields;

type BookingFields = {
  status: BookingStatus;
  duration: MeetingDuration;
  meeting_type: HeldMeetingType;
  purpose: MeetingPurpose;
};
type BookingColumns<Row> = Pick<BookingFields, Extract<keyof Row, keyof BookingFields>>;

/** A booking row (or any row with a booking's status, and maybe its duration, meeting type and purpose) as unions. */
export function narrowBooking<
  Row extends { status: string; duration?: string; meeting_type?: string; purpose?: string },
>(row: Row): Narrowed<Row, BookingColumns<Row>> {
  return {
    ...row,
    status: parseBookingStatus(row.status),
    ...("duration" in row ? { duration: parseMeetingDuration(row.duration) } : {}),
    ...("meeting_type" in row ? { meeting_type: parseMeetingType(row.meeting_type) } : {}),
    ...("purpose" in row ? { purpose: parseMeetingPurpose(row.purpose) } : {}),
  } as Narrowed<Row, BookingColumns<Row>>;
}

/** An inquiry row with its kind and status as unions. */
export function narrowInquiry<Row extends { kind: string; status: string }>(
  row: Row,
): Narrowed<Row, { kind: InquiryKind; status: InquiryStatus }> {
  return { ...row, kind: parseInquiryKind(row.kind), status: parseInquiryStatus(row.status) };
}

/** A row of a list of leads: its kind tells which status union its status belongs to. */
export type NarrowedLead<Row> =
  | Narrowed<Row, { kind: "booking"; status: BookingStatus }>
  | Narrowed<Row, { kind: "inquiry"; status: InquiryStatus }>;

export function narrowLead<Row extends { kind: string; status: string }>(
  row: Row,
): NarrowedLead<Row> {
  const kind = parseLeadKind(row.kind);
  return kind === "booking"
    ? { ...row, kind, status: parseBookingStatus(row.status) }
    : { ...row, kind, status: parseInquiryStatus(row.status) };
}

/** A row of the person view of leads: a lead, or an agent application with its stage as the status. */
export type NarrowedPersonLead<Row> =
  NarrowedLead<Row> | Narrowed<Row, { kind: "application"; status: AgentApplicationStage }>;

const personLeadKind = parser("person lead kind", personLeadKinds);

export function narrowPersonLead<Row extends { kind: string; status: string }>(
  row: Row,
): NarrowedPersonLead<Row> {
  return personLeadKind.parse(row.kind) === "application"
    ? { ...row, kind: "application", status: parseAgentApplicationStage(row.status) }
    : narrowLead(row);
}

export const parseAgentDuplicateReason: (value: unknown) => AgentDuplicateReason = parser(
  "agent duplicate reason",
  agentDuplicateReasons,
).parse;

const leadStatus = parser("lead status", leadStatuses);
export const isLeadStatus: (value: unknown) => value is LeadStatus = leadStatus.is;

const mailTemplate = parser("mail template", mailTemplates);
const mailRecipient = parser("mail recipient", mailRecipients);
const mailJobStatus = parser("mail job status", mailJobStatuses);

/** An outbox row (or any row with a job's template, recipient and status) with those as unions. */
export function narrowMailJob<Row extends { template: string; recipient: string; status: string }>(
  row: Row,
): Narrowed<Row, { template: MailTemplate; recipient: MailRecipient; status: MailJobStatus }> {
  return {
    ...row,
    template: mailTemplate.parse(row.template),
    recipient: mailRecipient.parse(row.recipient),
    status: mailJobStatus.parse(row.status),
  };
}
