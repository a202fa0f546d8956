import { leadStatusLabel, leadStatusTones } from "@innovatehub/content";
import { StatusBadge } from "@innovatehub/ui/status-badge";

import type { LeadStatus } from "../data/statuses";

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <StatusBadge tone={leadStatusTones[status]}>{leadStatusLabel(status)}</StatusBadge>;
}
