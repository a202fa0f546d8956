import { consoleMeetingsCopy } from "@innovatehub/content/console";
import { BOOKING_REMINDER_TEMPLATE } from "@innovatehub/domain";
import type { MailJobRow } from "../data/mail-jobs/mail-jobs-rows";
import { DetailSection } from "../layout/detail-section";
import { formatManila } from "../lib/format";

const copy = consoleMeetingsCopy.reminders;

/** The booking's reminder e-mails in send order: a sent one by when it went, the others by when they are due. */
export function remindersOf(jobs: readonly MailJobRow[]): { id: string; label: string }[] {
  return jobs
    .filter((job) => job.template === BOOKING_REMINDER_TEMPLATE)
    .map((job) => ({ job, at: job.sent_at ?? job.next_attempt_at }))
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ job, at }) => ({ id: job.id, label: copy.states[job.status](formatManila(at)) }));
}

export function BookingReminders({ jobs }: { jobs: readonly MailJobRow[] }) {
  const reminders = remindersOf(jobs);
  return (
    <DetailSection id="booking-reminders" title={copy.title}>
      <p className="text-small text-muted-foreground">{copy.intro}</p>
      {reminders.length === 0 ? (
        <p className="text-small">{copy.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={copy.title}>
          {reminders.map((reminder) => (
            <li
              key={reminder.id}
              className="rounded-lg border border-border bg-card p-3 text-small tabular-nums"
            >
              <span className="font-semibold">{copy.itemLabel}: </span>
              {reminder.label}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
