import {
  agentStageLabels,
  consoleBookingCopy,
  leadStatusLabel,
} from "@innovatehub/content/console";
import { isAgentApplicationStage, isLeadStatus } from "@innovatehub/domain";
import { DataTable, type DataTableColumn } from "@innovatehub/ui/data-table";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { formatManila } from "../lib/format";
import type { AuditRow } from "../data/audit/audit-rows";
import { DetailSection } from "../layout/detail-section";

const copy = consoleBookingCopy;

/**
 * History rows hold a booking's, an inquiry's or an e-mail's status, or an agent application's stage; a lead's
 * status and a stage have labels.
 */
function statusLabel(status: string | null): string {
  if (status === null) {
    return copy.none;
  }
  if (isLeadStatus(status)) {
    return leadStatusLabel(status);
  }
  return isAgentApplicationStage(status) ? agentStageLabels[status] : status;
}

function describe(row: AuditRow): string {
  const action = copy.auditActionLabels[row.action];
  return row.before_status !== null || row.after_status !== null
    ? `${action}: ${statusLabel(row.before_status)} → ${statusLabel(row.after_status)}`
    : action;
}

const columns: DataTableColumn<AuditRow>[] = [
  { id: "when", header: copy.historyColumns.when, cell: (row) => formatManila(row.created_at) },
  {
    id: "who",
    header: copy.historyColumns.who,
    // An address has no spaces to wrap at; unbroken it would widen the table past a phone's screen.
    cell: (row) => <span className="break-all">{row.actor_email}</span>,
  },
  { id: "what", header: copy.historyColumns.what, cell: describe },
];

export function AuditHistory({ rows }: { rows: readonly AuditRow[] }) {
  return (
    <DetailSection id="booking-history" title={copy.historyTitle}>
      <DataTable
        caption={copy.historyTitle}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        empty={<EmptyState title={copy.historyEmpty} />}
      />
    </DetailSection>
  );
}
