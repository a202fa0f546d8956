/** Texts of the staff console's Closures screen (closed days: holidays and company closures). */

import type { ClosureKind } from "@innovatehub/domain";

export const consoleClosuresCopy = {
  title: "Closures",
  intro:
    "Days the office is closed. Visitors cannot book them and bookings cannot be moved onto them; the site shows each with its reason. The Philippine holidays come from each year's proclamation; add a late proclamation or a company closure here.",
  loading: "Loading the closed days",
  errorTitle: "The closed days could not be loaded",
  listHeading: "Closed days from today",
  columns: { day: "Day", reason: "Reason shown to visitors", kind: "Kind", actions: "Actions" },
  kinds: {
    regular_holiday: "Regular holiday",
    special_non_working_day: "Special non-working day",
    company_closure: "Company closure",
  } satisfies Record<ClosureKind, string>,
  estimated: "Estimated: not proclaimed yet",
  emptyTitle: "No closed days ahead",
  emptyBody: "Every weekday from today can be booked. Add a closure when a holiday is proclaimed.",
  agentNote: "Only admins can close or reopen a day. Ask an admin when a holiday is proclaimed.",
  add: {
    heading: "Close a day",
    dayLabel: "Day",
    reasonLabel: "Reason shown to visitors",
    reasonHint: 'For example: Eid\'l Fitr, or Company outing. Visitors read "Closed: <reason>".',
    kindLabel: "Kind",
    estimatedLabel: "The date is an estimate (not proclaimed yet)",
    submit: "Close this day",
    done: (day: string) => `${day} is closed. Bookings already on it are listed below.`,
    missingDay: "Choose a day.",
    noDayChosen: "No day chosen yet.",
    reasonLength: (min: number, max: number) => `Give a reason of ${min} to ${max} characters.`,
    exists: "That day is already closed.",
    inPast: "Only today or a later day can be closed.",
    failed: "The day was not closed. Try again.",
  },
  remove: {
    action: "Reopen",
    actionLabel: (day: string) => `Reopen ${day}`,
    confirmTitle: "Reopen this day?",
    confirmBody: (day: string, reason: string) =>
      `${day} (${reason}) becomes bookable again on the site.`,
    confirm: "Reopen the day",
    cancel: "Keep it closed",
    done: (day: string) => `${day} is open again.`,
    failed: "The day was not reopened. Try again.",
  },
  bookings: {
    heading: "Bookings on closed days",
    intro:
      "Booked before their day was closed. Open each to reschedule or cancel it; the visitor is e-mailed either way.",
    empty: "No live booking falls on a closed day.",
    open: (name: string) => `Reschedule or cancel ${name}'s booking`,
    openShort: "Reschedule or cancel",
    errorTitle: "The bookings on closed days could not be loaded",
  },
} as const;
