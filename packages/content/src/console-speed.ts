/**
 * Speed to lead in the staff console (docs/product.md §14): the words of the response clock, the lead's source, the
 * person behind it and the dashboard. The targets themselves are business rules: @innovatehub/domain.
 */
import {
  BUSINESS_HOURS_LABEL,
  DASHBOARD_MAX_DAYS,
  DIRECT_LEAD_SOURCE,
  type FunnelStage,
  LEAD_OVERDUE_MINUTES,
  LEAD_RESPONSE_TARGET_MINUTES,
  type LeadClockState,
  PAGE_VITALS_GOOD,
  SECOND_MS,
  type PageVitalsDevice,
  type PageVitalsMetric,
  type LeadSourceKey,
} from "@innovatehub/domain";
import { consoleInboxCopy, inquiryKindLabels } from "./console";

const MINUTES_PER_HOUR = 60;

/** "0 min", "45 min", "2 h 5 min", "26 h": business minutes as a person reads them. */
export function formatBusinessMinutes(minutes: number): string {
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (hours === 0) {
    return `${rest} min`;
  }
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const consoleLeadClockCopy = {
  column: "Waiting",
  waiting: (age: string) => `Waiting ${age}`,
  answeredIn: (age: string) => `Answered in ${age}`,
  closedUnanswered: "Closed unanswered",
  states: {
    on_time: "On time",
    past_target: "Past target",
    overdue: "Overdue",
  } satisfies Record<LeadClockState, string>,
  /** Said once, under the inbox title, so the badges need no explanation. */
  legend: `Waiting times count business minutes (${BUSINESS_HOURS_LABEL}, closed days excluded). Answer within ${LEAD_RESPONSE_TARGET_MINUTES} minutes; after ${LEAD_OVERDUE_MINUTES} a lead is overdue and the team is alerted.`,
  sortWaiting: "Waiting first, oldest first",
  recordReply: "I replied by e-mail",
  recordingReply: "Saving…",
  replyRecorded: "Your reply is recorded: this lead is answered.",
  replyFailed: "The reply could not be recorded. Try again.",
  firstResponse: "First response",
  notAnswered: "Not answered yet",
} as const;

/** The keys of a lead's source, in the order the console shows them. */
export const leadSourceFieldLabels = {
  utm_source: "Source",
  utm_medium: "Medium",
  utm_campaign: "Campaign",
  utm_term: "Term",
  utm_content: "Content",
  referrer_host: "Referring site",
  landing_path: "Landing page",
  landed_at: "Arrived",
} as const satisfies Record<LeadSourceKey, string>;

export const consoleLeadSourceCopy = {
  title: "Source",
  directDetail: `${DIRECT_LEAD_SOURCE} (no campaign and no referring site: typed, bookmarked, or the browser kept no trace)`,
} as const;

/** "first", "second", … "tenth", then "11th" and on. */
const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];

function ordinal(position: number): string {
  return ORDINALS[position - 1] ?? `${position}th`;
}

export const consolePersonCopy = {
  title: "The person behind this lead",
  applicationTitle: "The person behind this application",
  intro:
    "Every booking, inquiry and agent application from the same e-mail address (capitals and +tags ignored).",
  /** How an agent application is named in a list of a person's leads, before its reference. */
  kindApplication: "Agent application",
  only: "This is their first contact.",
  /** e.g. "Third contact since March 2026". */
  contactSince: (position: number, firstMonth: string) =>
    `${ordinal(position).replace(/^./, (letter) => letter.toUpperCase())} contact since ${firstMonth}`,
  thisLead: "this one",
  errorTitle: "Their other contacts could not be loaded",
} as const;

/** The dashboard opens on this many weeks, this one included. */
export const DASHBOARD_DEFAULT_WEEKS = 12;

export const consoleDashboardCopy = {
  title: "Dashboard",
  intro:
    "Where leads come from and how fast the team answers them. Leads count in the week they arrived (weeks start on Monday, Manila time); response times are business minutes.",
  rangeLegend: "Dates (PHT)",
  fromLabel: "From",
  toLabel: "To",
  apply: "Show",
  calendarButton: consoleInboxCopy.calendarButton,
  rangeInvalid: `Choose a start on or before the end, at most ${DASHBOARD_MAX_DAYS} days apart.`,
  loading: "Loading the dashboard",
  errorTitle: "The dashboard could not be loaded",
  showTable: "Show the figures as a table",
  weekHeader: "Week of",
  noAnswers: "no answers",
  noAnsweredLeads: "No lead in this range has been answered yet, so there is no response time to draw.",
  charts: {
    byKind: "Leads per week, by kind",
    byService: "Leads per week, by service",
    bySource: "Leads by source",
    response: "Time to first response per week (business minutes)",
    funnel: "Inquiry funnel",
  },
  series: {
    bookings: "Bookings",
    inquiries: "Inquiries",
    meeting: "Meetings (bookings)",
    ...inquiryKindLabels,
    leads: "Leads",
    median: "Median",
    p90: "90th percentile",
    inquiriesReached: "Inquiries",
  },
  sourceHeader: "Source",
  stageHeader: "Stage",
  funnelNote:
    "Each stage counts the inquiries that reached it: a won inquiry was also contacted and qualified.",
  stages: {
    new: "New (all received)",
    contacted: "Contacted",
    qualified: "Qualified",
    won: "Won",
    lost: "Lost",
  } satisfies Record<FunnelStage, string>,
  showRate: {
    title: "Show rate",
    value: (rate: number, completed: number, held: number) =>
      `${Math.round(rate * 100)}%: ${completed} of ${held} confirmed meetings took place`,
    none: "No meeting in this range was marked completed or no-show yet.",
  },
  totals: (leads: number) => `${leads} ${leads === 1 ? "lead" : "leads"} in this range`,
} as const;

/** The dashboard's page speed of real visits (docs/decisions.md D69), as the Chrome UX Report reports it. */
export const consolePageSpeedCopy = {
  title: "Page speed of real visits",
  intro:
    `The 75th percentile of a sample of real page views per page and device class (three in four views were this fast or faster), and the share of views rated good: LCP at most ${PAGE_VITALS_GOOD.LCP / SECOND_MS} s, INP at most ${PAGE_VITALS_GOOD.INP} ms, CLS at most ${PAGE_VITALS_GOOD.CLS}.`,
  empty: "No page view in this range reported its speed yet.",
  loading: "Loading the page speed",
  errorTitle: "The page speed could not be loaded",
  headers: {
    page: "Page",
    device: "Device",
    metric: "Metric",
    views: "Views",
    p75: "75th percentile",
    good: "Rated good",
  },
  devices: { phone: "Phone", tablet: "Tablet", desktop: "Desktop" } satisfies Record<PageVitalsDevice, string>,
  metrics: {
    LCP: "Largest Contentful Paint",
    INP: "Interaction to Next Paint",
    CLS: "Cumulative Layout Shift",
  } satisfies Record<PageVitalsMetric, string>,
  milliseconds: (value: number) => `${Math.round(value)} ms`,
  score: (value: number) => value.toFixed(2),
  share: (share: number) => `${Math.round(share * 100)}%`,
} as const;
