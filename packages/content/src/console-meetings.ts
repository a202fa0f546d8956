/** Texts of the console's meeting parts: reminders, join details, outcomes and the staff calendar feed. */
import { BOOKING_REMINDER_OFFSETS_MINUTES, type MailJobStatus } from "@innovatehub/domain";

const MINUTES_PER_HOUR = 60;

/** 1440 -> "24 hours", 60 -> "1 hour", 30 -> "30 minutes". */
export function offsetLabel(minutes: number): string {
  const [count, unit] =
    minutes % MINUTES_PER_HOUR === 0 ? [minutes / MINUTES_PER_HOUR, "hour"] : [minutes, "minute"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** "24 hours and 1 hour", "a, b and c": every reminder of the domain, earliest first. */
function offsetsLabel(offsets: readonly number[]): string {
  const labels = offsets.map(offsetLabel);
  const last = labels.pop() ?? "";
  return labels.length === 0 ? last : `${labels.join(", ")} and ${last}`;
}

export const consoleMeetingsCopy = {
  join: {
    term: "How to join",
    videoPending: "A video room is made when the booking is confirmed.",
    phoneCall: (phone: string | null) =>
      phone === null
        ? "We call the visitor; no number was given, ask by e-mail."
        : `We call the visitor at ${phone}.`,
    visitorZone: "Visitor's time zone",
  },
  reminders: {
    title: "Reminders",
    intro: `The visitor is e-mailed ${offsetsLabel(BOOKING_REMINDER_OFFSETS_MINUTES)} before a confirmed meeting. A reminder whose time had passed at confirmation is not sent.`,
    empty:
      "No reminders: they are queued when the booking is confirmed, and removed when it is cancelled.",
    itemLabel: "Reminder",
    states: {
      pending: (when: string) => `Scheduled for ${when}`,
      sending: (when: string) => `Sending (due ${when})`,
      sent: (when: string) => `Sent ${when}`,
      dead: (when: string) => `Failed (last due ${when}); see the e-mails below`,
      skipped: (when: string) => `Not sent (the meeting changed; was due ${when})`,
      held: (when: string) => `Held (due ${when})`,
    } satisfies Record<MailJobStatus, (when: string) => string>,
  },
  outcome: {
    needsOutcome: "Needs an outcome",
    bookingNotice: "This meeting has ended. Record whether it took place.",
    listTitle: "Meetings that need an outcome",
    listIntro: "Confirmed meetings that have ended. Mark each one completed or no-show.",
    listEmpty: "Every past meeting has an outcome.",
    listError: "The meetings without an outcome could not be loaded",
    markCompleted: "Completed",
    markNoShow: "No-show",
    markLabel: (outcome: string, name: string) => `Mark the meeting with ${name} ${outcome}`,
    marked: "Outcome recorded.",
    markFailed: "The outcome could not be recorded. Reload and try again.",
    /** Shown instead of the outcome actions before the meeting's start (the database refuses an early outcome). */
    afterStart: "Completed and no-show can be recorded once the meeting has started.",
    notStarted: "This meeting has not started yet, so no outcome was recorded.",
  },
  feed: {
    title: "Your calendar feed",
    intro:
      "Subscribe your calendar app to the upcoming pending and confirmed bookings, with their join links and a 15-minute alarm. The link is private: anyone who has it sees the bookings.",
    none: "You have no calendar feed.",
    activeSince: (when: string) =>
      `Your feed has been on since ${when}. Its link was shown once, when it was made.`,
    create: "Make a feed link",
    regenerate: "Make a new link",
    regenerateNote: "A new link stops the old one.",
    revoke: "Turn the feed off",
    revoked: "The calendar feed is off; its link shows nothing any more.",
    created: "Your new feed link is below. Copy it now: it is shown only once.",
    urlLabel: "Feed link (shown once)",
    copy: "Copy link",
    copied: "Link copied.",
    copyFailed: "Copy failed; select the link and copy it by hand.",
    subscribe: "Open in my calendar app",
    failed: "The calendar feed could not be changed. Try again.",
    loadError: "Your calendar feed could not be loaded",
  },
} as const;
