/** Texts of closing leads as spam in the console: on a lead's page, and for every lead an inbox filter matches. */

import type { LeadKind } from "@innovatehub/domain";

const leadNoun: Record<LeadKind, string> = { booking: "booking", inquiry: "inquiry" };

export const consoleSpamCopy = {
  close: "Close as spam",
  closing: "Closing…",
  confirmTitle: "Close as spam?",
  confirmBody: (kind: LeadKind, name: string) =>
    `The ${leadNoun[kind]} from ${name} leaves the inbox and the dashboard, its alerts stop and its queued e-mails are not sent. The visitor is not told. It cannot be undone.`,
  keep: "Keep it",
  closed: "Closed as spam. It no longer shows in the inbox.",
  failed: "It was not closed. Reload the page and try again.",
  movedOn: "Someone answered this lead in the meantime, so it cannot be closed as spam.",
  closeMatching: "Close matching as spam",
  closeMatchingTitle: "Close every matching lead as spam?",
  closeMatchingBody: (total: number) =>
    `${total} ${total === 1 ? "lead matches" : "leads match"} these filters. Every pending booking and new inquiry among them is closed as spam: it leaves the inbox and the dashboard, its alerts stop and its queued e-mails are not sent. Leads already answered stay as they are. It cannot be undone.`,
  closedMatching: (count: number) =>
    count === 0
      ? "No matching lead could be closed: each one was already answered or closed."
      : `${count} ${count === 1 ? "lead" : "leads"} closed as spam.`,
  closeMatchingFailed: "The leads were not closed. Check your connection and try again.",
} as const;
