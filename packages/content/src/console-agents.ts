/** Texts and settings of the console's Applications screens: agent applications and their pipeline (apps/console). */

import {
  AGENT_DUPLICATE_MATCHES_MAX,
  BUSINESS_DAY_MINUTES,
  BUSINESS_HOURS_LABEL,
  LEAD_OVERDUE_MINUTES,
  LEAD_RESPONSE_TARGET_MINUTES,
  type AgentApplicationStage,
  type AgentBusinessPackage,
  type AgentDeclineReason,
  type AgentDocumentKind,
  type AgentDocumentRequestReason,
  type AgentDocumentStatus,
  type AgentDuplicateReason,
} from "@innovatehub/domain";

import { businessPackageNames } from "./business-packages";

/** Applications per page of the list (and per request of the CSV export, which reads every page). */
export const CONSOLE_APPLICATIONS_PAGE_SIZE = 25;
/** The list's largest page, used by the export. */
export const CONSOLE_APPLICATIONS_EXPORT_PAGE_SIZE = 100;

export const agentStageLabels = {
  new: "New",
  screening: "Screening",
  documents_requested: "Documents requested",
  site_visit: "Site visit",
  approved: "Approved",
  onboarded: "Onboarded",
  declined: "Declined",
  withdrawn: "Withdrawn",
} as const satisfies Record<AgentApplicationStage, string>;

/** How each stage reads at a glance: needs action, good, finished badly, or in progress. */
export const agentStageTones = {
  new: "attention",
  screening: "neutral",
  documents_requested: "attention",
  site_visit: "neutral",
  approved: "positive",
  onboarded: "positive",
  declined: "negative",
  withdrawn: "negative",
} as const satisfies Record<
  AgentApplicationStage,
  "attention" | "positive" | "negative" | "neutral"
>;

export const agentPackageLabels = {
  ...businessPackageNames,
  undecided: "Not decided yet",
} as const satisfies Record<AgentBusinessPackage, string>;

export const agentDocumentKindLabels = {
  government_id: "Government ID",
  store_photo: "Store photo",
  business_permit: "Business permit",
} as const satisfies Record<AgentDocumentKind, string>;

export const agentDocumentStatusLabels = {
  awaiting_upload: "Upload not finished",
  received: "Received",
  refused: "Refused (wrong file type)",
  replaced: "Replaced by a newer file",
} as const satisfies Record<AgentDocumentStatus, string>;

export const agentDeclineReasonLabels = {
  identity_not_verified: "Identity not verified",
  store_not_verified: "Store details or location not verified",
  documents_incomplete: "Documents not completed",
  area_covered: "The area already has enough agents",
  not_eligible: "Does not meet the requirements",
  unreachable: "Could not reach the applicant",
  other: "Other (say why in the note)",
} as const satisfies Record<AgentDeclineReason, string>;

export const agentRequestReasonLabels = {
  unreadable: "Blurry or hard to read",
  expired: "Expired",
  cut_off: "Part of it is cut off",
  name_mismatch: "Name does not match the application",
  wrong_document: "Not the document asked for",
} as const satisfies Record<AgentDocumentRequestReason, string>;

/**
 * The age filter: business minutes an application has waited (or took) at least, as the lead clock counts: the
 * response target, the overdue mark and one business day.
 */
export const applicationAgeOptions = [
  {
    value: String(LEAD_RESPONSE_TARGET_MINUTES),
    label: `Past the ${LEAD_RESPONSE_TARGET_MINUTES}-minute target`,
  },
  { value: String(LEAD_OVERDUE_MINUTES), label: `Overdue (over ${LEAD_OVERDUE_MINUTES} minutes)` },
  { value: String(BUSINESS_DAY_MINUTES), label: "Over a business day" },
] as const;

export const consoleApplicationsCopy = {
  title: "Agent applications",
  intro: "Applications to become a PlataPay agent. Waiting applications come first, oldest first.",
  /** The response clock as it applies to applications: the same minutes as leads, but no alert e-mail yet. */
  clockLegend: `Waiting times count business minutes (${BUSINESS_HOURS_LABEL}, closed days excluded). Answer within ${LEAD_RESPONSE_TARGET_MINUTES} minutes; after ${LEAD_OVERDUE_MINUTES} an application is overdue.`,
  tableLabel: "Agent applications",
  searchLabel: "Search applications",
  searchButton: "Search",
  clearSearch: "Clear search",
  searchShortcut: "/",
  searchShortcutHint: "Press / to search",
  stageLabel: "Stage",
  provinceLabel: "Province",
  packageLabel: "Package",
  assigneeLabel: "Assignee",
  ageLabel: "Waited at least",
  anyOption: "Any",
  noProvince: "Outside any province (NCR, independent cities)",
  clearFilters: "Clear filters",
  columns: {
    applicant: "Applicant",
    store: "Store",
    province: "Province",
    stage: "Stage",
    waiting: "Response",
    received: "Received",
  },
  emptyTitle: "No applications",
  emptyAll: "No one has applied yet.",
  emptyFiltered: "No application matches these filters.",
  errorTitle: "The applications could not be loaded",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageStatus: (page: number, pageCount: number, total: number) =>
    `Page ${page} of ${pageCount} (${total} ${total === 1 ? "application" : "applications"})`,
} as const;

/** The applications' CSV export: the button, its messages, the file's name and columns. */
export const consoleApplicationsExportCopy = {
  button: "Export CSV",
  exporting: "Exporting…",
  done: (count: number) => `Exported ${count} applications.`,
  failed: "The export failed. Try again.",
  fileName: (day: string) => `innovatehub-agent-applications-${day}.csv`,
  columns: {
    reference: "Reference",
    id: "Id",
    name: "Name",
    mobile: "Mobile",
    email: "E-mail",
    store: "Store",
    storeType: "Store type",
    region: "Region",
    province: "Province",
    city: "City or municipality",
    package: "Package",
    stage: "Stage",
    assignee: "Assignee",
    received: "Received (PHT)",
    firstResponse: "First response (PHT)",
    minutes: "Response minutes (business)",
  },
} as const;

export const consoleApplicationCopy = {
  back: "Back to applications",
  loading: "Loading the application…",
  titlePrefix: "Application",
  reply: "Reply by e-mail",
  replySubject: (reference: string) => `Your PlataPay agent application ${reference}`,
  notFoundTitle: "Application not found",
  notFoundBody: "It may have been erased, or the link is wrong.",
  errorTitle: "The application could not be loaded",
  applicantTitle: "Applicant",
  storeTitle: "Store",
  fields: {
    reference: "Reference",
    name: "Name",
    mobile: "Mobile",
    email: "E-mail",
    dateOfBirth: "Date of birth",
    language: "Language",
    store: "Store name",
    storeType: "Type",
    years: "Years in operation",
    registration: "Business registration number",
    tin: "TIN",
    address: "Address",
    package: "Package of interest",
    received: "Received",
    firstResponse: "First response",
    declineReason: "Decline reason",
    declineNote: "Decline note",
  },
  languages: { en: "English", fil: "Filipino" },
  none: "None",
  placesLoading: "Looking up the place names…",
  unknownPlace: (code: string) => `Unknown place (PSGC ${code})`,
  pipelineTitle: "Stage",
  pipelineLabel: "Application stages",
  moveTo: (stage: string) => `Move to ${stage}`,
  moved: (stage: string) => `Moved to ${stage}. The applicant is e-mailed.`,
  moveFailed: "The move failed. Try again.",
  illegalTransition:
    "This move is no longer possible: the application changed. The page is reloaded.",
  noMoves: "This application is closed: no further moves.",
  documentsHint: "To ask for a document again, use its row under Documents.",
  decline: "Decline…",
  declineTitle: "Decline this application",
  declineDescription:
    "The applicant is e-mailed that the application is declined, with the reason you choose. Your note stays in the console.",
  declineReasonLabel: "Reason",
  declineNoteLabel: "Note (for the team)",
  declineNoteRequired: "Say why in the note when the reason is Other.",
  declineReasonRequired: "Choose a reason.",
  declineConfirm: "Decline application",
  keep: "Keep it open",
  assigneeTitle: "Assignee",
  assigneeLabel: "Works on this application",
  unassigned: "Nobody",
  assigned: (email: string) => `Assigned to ${email}.`,
  unassignedDone: "Nobody is assigned now.",
  assignFailed: "The assignee could not be changed. Try again.",
  documentsTitle: "Documents",
  documentsEmpty: "No document has been uploaded yet.",
  documentColumns: { kind: "Document", status: "Status", review: "Review", actions: "Actions" },
  view: "View",
  viewLabel: (kind: string) => `View the ${kind} (opens in a new tab, recorded in the view log)`,
  viewFailed: "The document could not be opened. Try again.",
  viewerDescription: "This view is in the document view log. The link works for one minute.",
  openInNewTab: "Open in a new tab",
  accept: "Accept",
  acceptLabel: (kind: string) => `Accept the ${kind}`,
  accepted: "Accepted",
  requestedAgain: (reason: string) => `Asked again: ${reason}`,
  notReviewed: "Not reviewed",
  askAgain: "Ask again",
  askAgainLabel: (kind: string) => `Ask again for the ${kind}`,
  askAgainReasonLabel: (kind: string) => `Why the ${kind} is asked for again`,
  askAgainReasonPlaceholder: "Reason to ask again…",
  reviewDone: "Saved.",
  askedAgainDone: "Asked again. The applicant is e-mailed which document and why.",
  reviewFailed: "The review could not be saved. Try again.",
  viewLogTitle: "Document view log",
  viewLogEmpty: "No one has opened a document of this application.",
  viewLogColumns: { when: "When", who: "Who", document: "Document" },
  historyTitle: "History",
} as const;

/** Why a match is a possible duplicate of the application, as the panel names it. */
export const agentDuplicateReasonLabels = {
  email: "same e-mail address",
  phone: "same mobile number",
  address: "same store address",
} as const satisfies Record<AgentDuplicateReason, string>;

/** The application's warning about other applications, bookings and inquiries that match it. */
export const consoleDuplicatesCopy = {
  title: "Possible duplicates",
  loading: "Checking for other applications, bookings and inquiries…",
  noneTitle: "No duplicates found",
  noneBody:
    "No other application, booking or inquiry has this mobile number or e-mail address, and no other application this store address.",
  warning: (count: number) =>
    count === 1
      ? "1 other record matches this application. Check it before you go on."
      : `${count} other records match this application. Check them before you go on.`,
  intro:
    "Mobile numbers are compared however they were typed; e-mail addresses ignore capitals and +tags; a store address is the same barangay and street, ignoring capitals, spaces and punctuation.",
  capped: `Only the ${AGENT_DUPLICATE_MATCHES_MAX} newest matches are shown.`,
  /** e.g. "Same mobile number and same e-mail address". */
  matchedOn: (reasons: readonly string[]) =>
    new Intl.ListFormat("en", { type: "conjunction" })
      .format(reasons)
      .replace(/^./, (letter) => letter.toUpperCase()),
  errorTitle: "The check for duplicates could not be loaded",
} as const;
