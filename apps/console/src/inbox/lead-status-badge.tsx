import { leadStatusLabel, leadStatusTones } from "@innovatehub/content/console";
import type { LeadStatus } from "@innovatehub/domain";
import { StatusBadge } from "@innovatehub/ui/status-badge";

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <StatusBadge tone={leadStatusTones[status]}>{leadStatusLabel(status)}</StatusBadge>;
}
