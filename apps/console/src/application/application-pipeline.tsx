import {
  AGENT_DECLINED_STAGE,
  AGENT_DOCUMENTS_REQUESTED_STAGE,
  agentApplicationStages,
  agentStageMovesFrom,
  isAgentStageClosed,
  type AgentApplicationStage,
} from "@innovatehub/domain";
import { agentStageLabels, consoleApplicationCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { cn } from "@innovatehub/ui/lib/utils";
import { toast } from "@innovatehub/ui/sonner";
import { StageBadge } from "../applications/stage-badge";
import { DetailSection } from "../layout/detail-section";
import { isIllegalTransition } from "../data/errors";
import { useMoveApplicationMutation } from "../data/agents/application-mutations";
import { DeclineDialog } from "./decline-dialog";

/**
 * Where the application stands, and a button for each move its stage allows: a decline through its dialog; a
 * document asked for again from the document's row (the move names the document).
 */
export function ApplicationPipeline({ id, stage }: { id: string; stage: AgentApplicationStage }) {
  const move = useMoveApplicationMutation(id, {
    onSuccess: (moved) => toast.success(copy.moved(agentStageLabels[moved])),
    onError: (error) =>
      toast.error(isIllegalTransition(error) ? copy.illegalTransition : copy.moveFailed),
  });
  const targets = agentStageMovesFrom(stage);
  // Closing stages are no steps of the pipeline: they show only where an application ended so.
  const steps = agentApplicationStages.filter((step) => !isAgentStageClosed(step) || step === stage);
  const direct = targets.filter(
    (target) => target !== AGENT_DECLINED_STAGE && target !== AGENT_DOCUMENTS_REQUESTED_STAGE,
  );

  return (
    <DetailSection id="application-pipeline" title={copy.pipelineTitle}>
      <ol aria-label={copy.pipelineLabel} className="flex flex-wrap items-center gap-2 text-small">
        {steps.map((step) => (
          <li
            key={step}
            aria-current={step === stage ? "step" : undefined}
            className={cn(step !== stage && "text-muted-foreground")}
          >
            {step === stage ? <StageBadge stage={step} /> : agentStageLabels[step]}
          </li>
        ))}
      </ol>
      {targets.length === 0 ? (
        <p className="text-small text-muted-foreground">{copy.noMoves}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {direct.map((target) => (
            <Button
              key={target}
              type="button"
              variant={target === "withdrawn" ? "outline" : "default"}
              disabled={move.isPending}
              onClick={() => move.mutate({ stage: target })}
            >
              {copy.moveTo(agentStageLabels[target])}
            </Button>
          ))}
          {targets.includes(AGENT_DECLINED_STAGE) ? (
            <DeclineDialog
              pending={move.isPending}
              onDecline={(reason, note, onDeclined) =>
                move.mutate({ stage: "declined", reason, note }, { onSuccess: onDeclined })
              }
            />
          ) : null}
        </div>
      )}
      {targets.includes(AGENT_DOCUMENTS_REQUESTED_STAGE) ? (
        <p className="text-small text-muted-foreground">{copy.documentsHint}</p>
      ) : null}
    </DetailSection>
  );
}
