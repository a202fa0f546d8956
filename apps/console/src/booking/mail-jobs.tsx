import { consoleBookingCopy, type MailJobState } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { DataTable, type DataTableColumn } from "@innovatehub/ui/data-table";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { toast } from "@innovatehub/ui/sonner";
import { StatusBadge, type StatusTone } from "@innovatehub/ui/status-badge";
import { formatManila } from "../lib/format";
import type { MailJobRow } from "../data/mail-jobs/mail-jobs-rows";
import { useRetryMailJobMutation } from "../data/mail-jobs/mail-job-retry-mutation";
import { DetailSection } from "../layout/detail-section";

/** A queued job that already failed at least once is being retried. */
export function mailJobState(job: Pick<MailJobRow, "status" | "attempts">): MailJobState {
  return job.status === "pending" && job.attempts > 0 ? "retrying" : job.status;
}

const STATE_TONES: Partial<Record<MailJobState, StatusTone>> = {
  sent: "positive",
  dead: "negative",
  retrying: "attention",
};

export function MailJobs({ bookingId, jobs }: { bookingId: string; jobs: readonly MailJobRow[] }) {
  const copy = consoleBookingCopy;
  const retry = useRetryMailJobMutation(bookingId, {
    onSuccess: () => toast.success(copy.retryDone),
    onError: () => toast.error(copy.retryFailed),
  });
  const columns: DataTableColumn<MailJobRow>[] = [
    {
      id: "template",
      header: copy.mailColumns.template,
      cell: (job) => copy.mailTemplateLabels[job.template],
    },
    {
      id: "recipient",
      header: copy.mailColumns.recipient,
      cell: (job) => copy.mailRecipientLabels[job.recipient],
    },
    {
      id: "status",
      header: copy.mailColumns.status,
      cell: (job) => {
        const state = mailJobState(job);
        return (
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={STATE_TONES[state] ?? "neutral"}>
              {copy.mailStatusLabels[state]}
            </StatusBadge>
            {job.status === "dead" ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={copy.retryMailLabel(copy.mailTemplateLabels[job.template])}
                disabled={retry.isPending}
                onClick={() => retry.mutate(job.id)}
              >
                {copy.retryMail}
              </Button>
            ) : null}
          </div>
        );
      },
    },
    {
      id: "attempts",
      header: copy.mailColumns.attempts,
      cell: (job) => `${job.attempts} / ${job.max_attempts}`,
      className: "hidden sm:table-cell",
    },
    {
      id: "when",
      header: copy.mailColumns.when,
      cell: (job) => formatManila(job.sent_at ?? job.created_at),
      className: "hidden md:table-cell",
    },
  ];
  return (
    <DetailSection id="booking-mail" title={copy.mailTitle}>
      <DataTable
        caption={copy.mailTitle}
        columns={columns}
        rows={jobs}
        rowKey={(job) => job.id}
        empty={<EmptyState title={copy.mailEmpty} />}
      />
    </DetailSection>
  );
}
