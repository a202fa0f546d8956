import {
  inquiryMovesFrom,
  inquiryStatuses,
  SPAM_STATUS,
  type InquiryStatus,
} from "@innovatehub/domain";
import { consoleInquiryCopy, leadStatusLabel } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { cn } from "@innovatehub/ui/lib/utils";
import { toast } from "@innovatehub/ui/sonner";
import { LeadStatusBadge } from "../inbox/lead-status-badge";
import { DetailSection } from "../layout/detail-section";
import { isIllegalTransition } from "../data/errors";
import { useSetInquiryStatusMutation } from "../data/inquiries/inquiry-status-mutation";

const copy = consoleInquiryCopy;

/** Where the inquiry stands among all statuses, and a button for each move its status allows. */
export function InquiryPipeline({ id, status }: { id: string; status: InquiryStatus }) {
  const setStatus = useSetInquiryStatusMutation(id, {
    onSuccess: (moved) => toast.success(copy.moved(leadStatusLabel(moved))),
    onError: (error) =>
      toast.error(isIllegalTransition(error) ? copy.illegalTransition : copy.moveFailed),
  });
  const targets = inquiryMovesFrom(status);
  // Spam is no step of the pipeline: it shows only where an inquiry ended as spam.
  const steps = inquiryStatuses.filter((step) => step !== SPAM_STATUS || status === SPAM_STATUS);

  return (
    <DetailSection id="inquiry-pipeline" title={copy.pipelineTitle}>
      <ol aria-label={copy.pipelineLabel} className="flex flex-wrap items-center gap-2 text-small">
        {steps.map((step) => (
          <li
            key={step}
            aria-current={step === status ? "step" : undefined}
            className={cn(step !== status && "text-muted-foreground")}
          >
            {step === status ? <LeadStatusBadge status={step} /> : leadStatusLabel(step)}
          </li>
        ))}
      </ol>
      {targets.length === 0 ? (
        <p className="text-small text-muted-foreground">{copy.noMoves}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {targets.map((target) => (
            <Button
              key={target}
              type="button"
              variant={target === "lost" ? "outline" : "default"}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate(target)}
            >
              {copy.moveTo(leadStatusLabel(target))}
            </Button>
          ))}
        </div>
      )}
    </DetailSection>
  );
}
