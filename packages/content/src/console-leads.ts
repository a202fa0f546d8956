/** Texts and settings of the console's inquiry detail, CSV export and People screens (apps/console). */

import { inquiryFieldCopy } from "./inquiry-copy";
import {
  aiBudgetOptions,
  aiTypeOptions,
  companySizeOptions,
  dataAvailabilityOptions,
  digitalBudgetOptions,
  digitalProjectTypeOptions,
  digitalTimelineOptions,
  ecommerceBudgetOptions,
  ecommerceFeatureOptions,
  globalTimelineOptions,
  industryOptions,
  storeTypeOptions,
  type Option,
} from "./options";
import {
  AGENT_RECORDS_YEARS_AFTER_AGENCY,
  type InquiryAnswerKey,
  type InquiryKind,
} from "@innovatehub/domain";

/** One key of an inquiry's `details`, with the label its form shows and, for a choice, the form's options. */
export type InquiryDetailField<Kind extends InquiryKind = InquiryKind> = {
  key: InquiryAnswerKey<Kind>;
  label: string;
  options?: readonly Option[];
};

/**
 * Per kind, how the console shows each answer key of @innovatehub/domain's `inquiryAnswerKeys`, in the same order.
 * The e-commerce store type is stored as `requirements`.
 */
export const inquiryDetailFields: { [Kind in InquiryKind]: readonly InquiryDetailField<Kind>[] } = {
  ai: [
    { key: "industry", label: inquiryFieldCopy.industry.label, options: industryOptions },
    { key: "aiType", label: inquiryFieldCopy.aiType.label, options: aiTypeOptions },
    {
      key: "dataAvailable",
      label: inquiryFieldCopy.dataAvailable.label,
      options: dataAvailabilityOptions,
    },
    { key: "budget", label: inquiryFieldCopy.aiBudget.label, options: aiBudgetOptions },
    { key: "requirements", label: inquiryFieldCopy.aiRequirements.label },
  ],
  digital: [
    {
      key: "projectType",
      label: inquiryFieldCopy.projectType.label,
      options: digitalProjectTypeOptions,
    },
    { key: "budget", label: inquiryFieldCopy.digitalBudget.label, options: digitalBudgetOptions },
    {
      key: "timeline",
      label: inquiryFieldCopy.digitalTimeline.label,
      options: digitalTimelineOptions,
    },
    { key: "requirements", label: inquiryFieldCopy.digitalRequirements.label },
  ],
  ecommerce: [
    { key: "requirements", label: inquiryFieldCopy.storeType.label, options: storeTypeOptions },
    { key: "products", label: inquiryFieldCopy.products.label },
    { key: "features", label: inquiryFieldCopy.features.label, options: ecommerceFeatureOptions },
    {
      key: "budget",
      label: inquiryFieldCopy.ecommerceBudget.label,
      options: ecommerceBudgetOptions,
    },
    { key: "additionalInfo", label: inquiryFieldCopy.additionalInfo.label },
  ],
  global: [
    { key: "position", label: inquiryFieldCopy.position.label },
    { key: "industry", label: inquiryFieldCopy.industry.label, options: industryOptions },
    { key: "companySize", label: inquiryFieldCopy.companySize.label, options: companySizeOptions },
    { key: "currentMarkets", label: inquiryFieldCopy.currentMarkets.label },
    { key: "targetMarkets", label: inquiryFieldCopy.targetMarkets.label },
    {
      key: "timeline",
      label: inquiryFieldCopy.globalTimeline.label,
      options: globalTimelineOptions,
    },
    { key: "expansionGoals", label: inquiryFieldCopy.expansionGoals.label },
  ],
};

export const consoleInquiryCopy = {
  back: "Back to the inbox",
  titlePrefix: "Inquiry",
  detailsTitle: "Details",
  fields: {
    kind: "Service",
    status: "Status",
    name: inquiryFieldCopy.name.label,
    email: inquiryFieldCopy.email.label,
    phone: inquiryFieldCopy.phone.label,
    company: inquiryFieldCopy.company.label,
    businessName: inquiryFieldCopy.businessName.label,
    subscribe: inquiryFieldCopy.subscribe.label,
    createdAt: "Received",
    updatedAt: "Last changed",
    id: "Reference",
  },
  yes: "Yes",
  no: "No",
  none: "—",
  reply: "Reply by e-mail",
  replySubject: (kindLabel: string) => `Your ${kindLabel} inquiry with InnovateHub`,
  pipelineTitle: "Status",
  pipelineLabel: "Status pipeline",
  currentStep: "current",
  noMoves: "This inquiry is closed: no further status change is possible.",
  moveTo: (label: string) => `Move to ${label}`,
  moved: (label: string) => `Inquiry moved to ${label}.`,
  moveFailed: "The change was not saved. Reload the inquiry and try again.",
  illegalTransition: "Someone changed this inquiry in the meantime. It is shown as it is now.",
  assigneeTitle: "Assignee",
  assigneeLabel: "Assigned to",
  unassigned: "Nobody",
  assigned: (email: string) => `Inquiry assigned to ${email}.`,
  unassignedDone: "Inquiry unassigned.",
  assignFailed: "The assignee was not saved. Try again.",
  notesTitle: "Notes",
  notesEmpty: "No notes yet.",
  noteLabel: "New note",
  noteHint: "Staff only: never shown to the visitor or applicant.",
  addNote: "Add note",
  noteAdded: "Note added.",
  noteFailed: "The note was not saved. Try again.",
  noteBy: (email: string, when: string) => `${email}, ${when}`,
  notFoundTitle: "Inquiry not found",
  notFoundBody: "It may have been erased, or the link is wrong.",
  errorTitle: "The inquiry could not be loaded",
  loading: "Loading the inquiry",
} as const;

/** Rows fetched per request when the inbox is exported (the list function's largest page). */
export const CONSOLE_EXPORT_PAGE_SIZE = 100;

export const consoleExportCopy = {
  button: "Export CSV",
  exporting: "Exporting…",
  done: (count: number) => `Exported ${count} ${count === 1 ? "row" : "rows"}.`,
  failed: "The export failed. Check your connection and try again.",
  fileName: (day: string) => `innovatehub-leads-${day}.csv`,
  columns: {
    id: "Reference",
    kind: "Kind",
    name: "Name",
    email: "E-mail",
    company: "Company",
    subject: "Subject",
    status: "Status",
    date: "Date (PHT)",
    received: "Received (PHT)",
    source: "Source",
    medium: "Medium",
    campaign: "Campaign",
    term: "Term",
    content: "Content",
    referrer: "Referring site",
    landingPage: "Landing page",
    arrived: "Arrived (PHT)",
    firstResponse: "First response (PHT)",
    minutes: "Business minutes waited",
  },
} as const;

/** What `data_subject_erase` answers: how many of each lead it deleted, and how many agencies' applications it kept. */
type ErasedCounts = {
  appointments: number;
  inquiries: number;
  agent_applications: number;
  kept_agent_applications: number;
};

export const consolePeopleCopy = {
  title: "People",
  intro:
    "Find everything held about one e-mail address, download it as JSON, or erase it. Admins only; every search and erasure is recorded without the address.",
  adminOnlyTitle: "Admins only",
  adminOnlyBody:
    "Only an admin can look up or erase a person's data. Ask an admin if someone asks for theirs.",
  emailLabel: "E-mail address",
  find: "Find",
  clear: "Clear the address",
  loading: "Looking up the address",
  errorTitle: "The lookup failed",
  resultTitle: (email: string) => `Held about ${email}`,
  nothingTitle: "Nothing is held about this address",
  /** One table of the result that has no row, while others may. */
  noneOfKind: (kind: string) => `${kind}: none for this address`,
  nothingBody: (email: string) =>
    `No booking, inquiry, agent application, e-mail, note or history mentions ${email}.`,
  counts: {
    appointments: "Bookings",
    inquiries: "Inquiries",
    agent_applications: "Agent applications",
    agent_application_documents: "Agent documents",
    mail_jobs: "E-mails",
    notes: "Notes",
    audit: "History entries",
  },
  bookingsTitle: "Bookings",
  inquiriesTitle: "Inquiries",
  applicationsTitle: "Agent applications",
  columns: { reference: "Reference", what: "What", status: "Status", when: "When (PHT)" },
  download: "Download JSON",
  downloadName: (day: string) => `innovatehub-person-${day}.json`,
  eraseTitle: "Erase",
  eraseBody:
    "Erasing deletes this person's bookings, inquiries and agent applications with their e-mails, notes and history; an application's documents are deleted from storage within minutes. An approved or onboarded agent's application is kept, as the anti-money-laundering law requires. It cannot be undone.",
  eraseConfirmLabel: (email: string) => `Type ${email} to confirm`,
  eraseButton: "Erase everything",
  erasing: "Erasing…",
  erased: ({
    appointments,
    inquiries,
    agent_applications: applications,
    kept_agent_applications: kept,
  }: ErasedCounts) => {
    const bookingsPart = `${appointments} ${appointments === 1 ? "booking" : "bookings"}`;
    const inquiriesPart = `${inquiries} ${inquiries === 1 ? "inquiry" : "inquiries"}`;
    const erasedPart =
      applications === 0
        ? `Erased ${bookingsPart} and ${inquiriesPart}.`
        : `Erased ${bookingsPart}, ${inquiriesPart} and ${applications} ${applications === 1 ? "agent application" : "agent applications"}.`;
    return kept === 0
      ? erasedPart
      : `${erasedPart} Kept ${kept} ${kept === 1 ? "agent's application" : "agents' applications"}: the anti-money-laundering law makes us keep an agent's identification records until ${AGENT_RECORDS_YEARS_AFTER_AGENCY} years after the agency ends.`;
  },
  eraseFailed: "Nothing was erased. Try again.",
} as const;
