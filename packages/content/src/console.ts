/** Texts and settings of the staff console (apps/console): labels, messages and the inbox's options. */

import type {
  AuditAction,
  BookingStatus,
  InquiryKind,
  InquiryStatus,
  LeadKind,
  MailJobStatus,
  MailRecipient,
  MailTemplate,
} from "@innovatehub/domain";
import { durationOptions, meetingTypeOptions, type Option } from "./options";

/** How the console shows an outbox job: its status, or "retrying" for a queued job that failed before. */
export type MailJobState = MailJobStatus | "retrying";

export const CONSOLE_NAME = "InnovateHub Console";
/** The inbox looks for new bookings and inquiries this often while it is open. */
export const CONSOLE_INBOX_POLL_INTERVAL_MS = 30_000;
export const CONSOLE_INBOX_PAGE_SIZE = 25;
export const CONSOLE_TOTP_CODE_LENGTH = 6;
export const CONSOLE_TOTP_ISSUER = "InnovateHub Console";

/** The console header's screen names, keyed by screen (the console app owns their paths and order). */
export const consoleNavLabels = {
  inbox: "Inbox",
  applications: "Applications",
  dashboard: "Dashboard",
  agenda: "Agenda",
  closures: "Closures",
  people: "People",
} as const;

export const consoleAuthCopy = {
  signInTitle: "Sign in",
  signInIntro: "Staff only. Sign in with your work e-mail address and password.",
  emailLabel: "E-mail address",
  passwordLabel: "Password",
  signInButton: "Sign in",
  signingIn: "Signing in…",
  enrolTitle: "Set up your authenticator app",
  enrolIntro:
    "Every staff sign-in needs a code from an authenticator app. Scan this QR code with the app, or type the key below into it, then enter the 6-digit code it shows.",
  qrAlt: "QR code for your authenticator app",
  secretLabel: "Key to type into the app",
  challengeTitle: "Enter your code",
  challengeIntro: "Open your authenticator app and enter the 6-digit code for InnovateHub Console.",
  codeLabel: "6-digit code",
  verifyButton: "Verify",
  verifying: "Checking…",
  signOut: "Sign out",
  skipToContent: "Skip to content",
  useOtherAccount: "Use another account",
  wrongPassword: "That e-mail address and password do not match. Check both and try again.",
  wrongCode: "That code is not right. Enter the code your app shows now.",
  codeExpired: "That code request expired. Enter the code your app shows now.",
  tooManyAttempts: "Too many wrong codes. Wait five minutes, then try again.",
  sessionExpired: "Your session has expired. Sign in again to continue where you were.",
  signedOut: "You have signed out.",
  genericError: "Something went wrong. Check your connection and try again.",
  notStaff: "This account is not on the staff list. Ask an administrator for access.",
} as const;

const leadStatusLabels: Record<BookingStatus | InquiryStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "No-show",
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export function leadStatusLabel(status: BookingStatus | InquiryStatus): string {
  return leadStatusLabels[status];
}

/** How each status reads at a glance: needs action, good, finished badly, or closed. */
export const leadStatusTones: Record<
  BookingStatus | InquiryStatus,
  "attention" | "positive" | "negative" | "neutral"
> = {
  pending: "attention",
  new: "attention",
  confirmed: "positive",
  contacted: "neutral",
  qualified: "positive",
  won: "positive",
  completed: "neutral",
  declined: "negative",
  cancelled: "negative",
  no_show: "negative",
  lost: "negative",
  spam: "neutral",
};

/** The e-mails name the kinds the same way (mail-labels.test.ts holds the two in step). */
export const inquiryKindLabels: Record<InquiryKind, string> = {
  ai: "AI Solutions",
  digital: "Digital Customizations",
  ecommerce: "E-commerce",
  global: "Global Expansion",
};

/** "waiting" (the default): the leads nobody has answered yet first, oldest first, then the rest newest first. */
export const leadSortValues = [
  "waiting",
  "date_desc",
  "date_asc",
  "name_asc",
  "name_desc",
] as const;
export type LeadSort = (typeof leadSortValues)[number];

export const consoleInboxCopy = {
  title: "Inbox",
  intro:
    "Bookings and inquiries. New ones appear here by themselves: the list checks for them every 30 seconds.",
  kindLabel: "Kind",
  statusLabel: "Status",
  fromLabel: "From",
  toLabel: "To",
  searchLabel: "Search name, e-mail or company",
  searchButton: "Search",
  clearSearch: "Clear the search",
  searchShortcut: "/",
  searchShortcutHint: "Press / to search from anywhere on this page.",
  calendarButton: "Pick the dates on a calendar",
  rangeReversed: "The start date is after the end date, so nothing can match.",
  clearFilters: "Clear filters",
  sortLabel: "Sort",
  anyOption: "Any",
  kindOptions: [
    { value: "booking", label: "Bookings" },
    { value: "inquiry", label: "Inquiries" },
  ] satisfies Option<LeadKind>[],
  sortOptions: [
    { value: "waiting", label: "Waiting first, oldest first" },
    { value: "date_desc", label: "Date, newest first" },
    { value: "date_asc", label: "Date, oldest first" },
    { value: "name_asc", label: "Name, A to Z" },
    { value: "name_desc", label: "Name, Z to A" },
  ] satisfies Option<LeadSort>[],
  columns: {
    name: "Name",
    kind: "Kind",
    subject: "Subject",
    status: "Status",
    waiting: "Waiting",
    date: "Date (PHT)",
  },
  kindBooking: "Booking",
  kindInquiry: "Inquiry",
  tableLabel: "Bookings and inquiries",
  emptyTitle: "Nothing here",
  emptyFiltered: "No booking or inquiry matches these filters.",
  emptyAll: "No bookings or inquiries yet. New ones appear here by themselves.",
  errorTitle: "The list could not be loaded",
  errorBody: "Check your connection, then try again.",
  retry: "Try again",
  pageStatus: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} (${total} in all)`,
  previousPage: "Previous page",
  nextPage: "Next page",
  loading: "Loading the list",
} as const;

/** An option list as a value -> label map. */
function labelsOf<Value extends string>(options: readonly Option<Value>[]): Record<Value, string> {
  return Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<
    Value,
    string
  >;
}

export const consoleBookingCopy = {
  back: "Back to the inbox",
  titlePrefix: "Booking",
  detailsTitle: "Details",
  fields: {
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    company: "Company",
    scheduledAt: "Meeting (PHT)",
    localTime: "Your local time",
    duration: "Duration",
    meetingType: "Meeting type",
    topic: "Topic",
    notes: "Visitor's notes",
    status: "Status",
    createdAt: "Received",
    updatedAt: "Last changed",
    id: "Reference",
  },
  durationLabels: labelsOf(durationOptions),
  meetingTypeLabels: labelsOf(meetingTypeOptions),
  none: "—",
  actionsTitle: "Actions",
  noActions: "No action is possible on a booking in this state.",
  actions: {
    confirmed: {
      label: "Confirm",
      verb: "confirm",
      done: "Booking confirmed. The visitor is e-mailed.",
    },
    declined: {
      label: "Decline",
      verb: "decline",
      done: "Booking declined. The visitor is e-mailed.",
    },
    cancelled: {
      label: "Cancel booking",
      verb: "cancel",
      done: "Booking cancelled. The visitor is e-mailed.",
    },
    completed: {
      label: "Mark completed",
      verb: "mark completed",
      done: "Booking marked completed.",
    },
    no_show: {
      label: "Mark no-show",
      verb: "mark as a no-show",
      done: "Booking marked as a no-show.",
    },
  },
  confirmTitle: (label: string) => `${label}?`,
  confirmBody: (verb: string, name: string) =>
    `This will ${verb} the booking of ${name} and e-mail them about it. It cannot be undone from here.`,
  confirmKeep: "Keep as is",
  actionFailed: "The change was not saved. Reload the booking and try again.",
  illegalTransition: "Someone changed this booking in the meantime. It is shown as it is now.",
  mailTitle: "E-mails",
  mailEmpty: "No e-mails for this booking yet.",
  mailColumns: {
    template: "E-mail",
    recipient: "To",
    status: "State",
    attempts: "Attempts",
    when: "Last event",
  },
  mailStatusLabels: {
    held: "Awaiting CAPTCHA",
    pending: "Queued",
    sending: "Sending",
    sent: "Sent",
    retrying: "Retrying",
    dead: "Failed",
    skipped: "Not sent (no longer needed: the booking changed or the lead was closed as spam)",
  } satisfies Record<MailJobState, string>,
  mailTemplateLabels: {
    booking_received: "Booking received",
    booking_new: "New booking (team)",
    booking_confirmed: "Booking confirmed",
    booking_declined: "Booking declined",
    booking_cancelled: "Booking cancelled",
    booking_rescheduled: "Booking moved",
    booking_reminder: "Meeting reminder",
    inquiry_received: "Inquiry received",
    inquiry_new: "New inquiry (team)",
    lead_unanswered: "Unanswered lead alert",
    booking_pending_soon: "Pending meeting alert",
    agent_application_received: "Agent application received",
    agent_application_repeat: "Agent application link again",
    agent_application_new: "New agent application (team)",
    agent_application_screening: "Agent application in screening",
    agent_application_documents_requested: "Agent document asked for again",
    agent_application_site_visit: "Agent site visit next",
    agent_application_approved: "Agent application approved",
    agent_application_onboarded: "Agent onboarded",
    agent_application_declined: "Agent application declined",
    agent_application_withdrawn: "Agent application withdrawn",
    agent_application_unanswered: "Unanswered application alert",
  } satisfies Record<MailTemplate, string>,
  mailRecipientLabels: {
    visitor: "Visitor",
    team: "Team",
    chat: "Team chat",
  } satisfies Record<MailRecipient, string>,
  retryMail: "Retry",
  retryMailLabel: (template: string) => `Retry the e-mail "${template}"`,
  retryDone: "The e-mail is queued again.",
  retryFailed: "The e-mail could not be queued again. Try again.",
  historyTitle: "History",
  historyEmpty: "No staff changes yet.",
  historyColumns: { when: "When (PHT)", who: "Who", what: "What" },
  auditActionLabels: {
    appointment_status_changed: "Status changed",
    appointment_rescheduled: "Rescheduled",
    note_added: "Note added",
    mail_job_retried: "E-mail retried",
    inquiry_status_changed: "Status changed",
    inquiry_assigned: "Assignee changed",
    reply_recorded: "Replied by e-mail",
    data_subject_exported: "Personal data downloaded",
    data_subject_erased: "Personal data erased",
    closure_added: "Day closed",
    closure_removed: "Day reopened",
    agent_application_stage_changed: "Stage changed",
    agent_application_assigned: "Assignee changed",
    agent_document_reviewed: "Document reviewed",
    agent_document_viewed: "Document viewed",
  } satisfies Record<AuditAction, string>,
  notFoundTitle: "Booking not found",
  notFoundBody: "It may have been erased, or the link is wrong.",
  errorTitle: "The booking could not be loaded",
} as const;
