import { agentStageLabels, agentStageTones } from "@innovatehub/content/console";
import type { AgentApplicationStage } from "@innovatehub/domain";
import { StatusBadge } from "@innovatehub/ui/status-badge";

export function StageBadge({ stage }: { stage: AgentApplicationStage }) {
  return <StatusBadge tone={agentStageTones[stage]}>{agentStageLabels[stage]}</StatusBadge>;
}
