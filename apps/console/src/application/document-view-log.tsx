import {
  agentDocumentKindLabels,
  consoleApplicationCopy as copy,
} from "@innovatehub/content/console";
import { DataTable, type DataTableColumn } from "@innovatehub/ui/data-table";
import { EmptyState } from "@innovatehub/ui/empty-state";
import type { AuditRow } from "../data/audit/audit-rows";
import type { ApplicationDocumentRow } from "../data/agents/application-query";
import { DetailSection } from "../layout/detail-section";
import { formatManila } from "../lib/format";

/** Who opened which document, when: the staff history's view rows, which the database shows admins only. */
export function DocumentViewLog({
  views,
  documents,
}: {
  views: readonly AuditRow[];
  documents: readonly ApplicationDocumentRow[];
}) {
  const documentLabel = (row: AuditRow) => {
    const details = row.details as { document_id?: unknown };
    const document = documents.find((candidate) => candidate.id === details.document_id);
    return document ? agentDocumentKindLabels[document.kind] : copy.none;
  };
  const columns: DataTableColumn<AuditRow>[] = [
    { id: "when", header: copy.viewLogColumns.when, cell: (row) => formatManila(row.created_at) },
    {
      id: "who",
      header: copy.viewLogColumns.who,
      cell: (row) => <span className="break-all">{row.actor_email}</span>,
    },
    { id: "document", header: copy.viewLogColumns.document, cell: documentLabel },
  ];
  return (
    <DetailSection id="application-view-log" title={copy.viewLogTitle}>
      <DataTable
        caption={copy.viewLogTitle}
        columns={columns}
        rows={views}
        rowKey={(row) => String(row.id)}
        empty={<EmptyState title={copy.viewLogEmpty} />}
      />
    </DetailSection>
  );
}
