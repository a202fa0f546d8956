import { leadStatusLabels, leadStatusTones } from "@innovatehub/content";
import { StatusBadge } from "@innovatehub/ui/status-badge";

type KnownStatus = keyof typeof leadStatusLabels;

function isKnown(status: string): status is KnownStatus {
  return status in leadStatusLabels;
}

export function LeadStatusBadge({ status }: { status: string }) {
  return isKnown(status) ? (
    <StatusBadge tone={leadStatusTones[status]}>{leadStatusLabels[status]}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{status}</StatusBadge>
  );
}
