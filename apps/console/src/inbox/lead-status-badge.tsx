import { leadStatusLabel, leadStatusTones } from "@innovatehub/content";
import { StatusBadge } from "@innovatehub/ui/status-badge";

export function LeadStatusBadge({ status }: { status: string }) {
  const tone =
    status in leadStatusTones ? leadStatusTones[status as keyof typeof leadStatusTones] : "neutral";
  return <StatusBadge tone={tone}>{leadStatusLabel(status)}</StatusBadge>;
}
