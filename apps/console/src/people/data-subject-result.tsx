import { Link } from "react-router";
import {
  agentStageLabels,
  consolePeopleCopy,
  inquiryKindLabels,
} from "@innovatehub/content/console";
import { consoleRoutes } from "../console-paths";
import type { LeadStatus } from "@innovatehub/domain";
import { Button } from "@innovatehub/ui/button";
import { DataTable, type DataTableColumn } from "@innovatehub/ui/data-table";
import { DescriptionList } from "@innovatehub/ui/description-list";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { LeadStatusBadge } from "../inbox/lead-status-badge";
import { DetailSection } from "../layout/detail-section";
import { downloadText } from "../lib/csv";
import { manilaDateKey } from "@innovatehub/domain";
import { formatManila } from "../lib/format";
import { ErasePerson } from "./erase-person";
import type { DataSubjectHeld } from "../data/data-subject/data-subject-query";

const copy = consolePeopleCopy;
const countKeys = [
  "appointments",
  "inquiries",
  "agent_applications",
  "agent_application_documents",
  "mail_jobs",
  "notes",
  "audit",
] as const;
const JSON_INDENT = 2;
const linkClass = "font-mono text-small break-all text-primary underline-offset-4 hover:underline";

/** The row's id, linking to its detail screen. */
function referenceColumn<Row extends { id: string }>(
  detailPath: (id: string) => string,
): DataTableColumn<Row> {
  return {
    id: "reference",
    header: copy.columns.reference,
    cell: (row) => (
      <Link className={linkClass} to={detailPath(row.id)}>
        {row.id}
      </Link>
    ),
  };
}

function statusColumn<Row extends { status: LeadStatus }>(): DataTableColumn<Row> {
  return {
    id: "status",
    header: copy.columns.status,
    cell: (row) => <LeadStatusBadge status={row.status} />,
  };
}

const bookingColumns: DataTableColumn<DataSubjectHeld["appointments"][number]>[] = [
  referenceColumn(consoleRoutes.booking),
  {
    id: "what",
    header: copy.columns.what,
    cell: (row) => row.topic,
    className: "hidden sm:table-cell",
  },
  statusColumn(),
  { id: "when", header: copy.columns.when, cell: (row) => formatManila(row.scheduled_at) },
];

const inquiryColumns: DataTableColumn<DataSubjectHeld["inquiries"][number]>[] = [
  referenceColumn(consoleRoutes.inquiry),
  {
    id: "what",
    header: copy.columns.what,
    cell: (row) => inquiryKindLabels[row.kind],
    className: "hidden sm:table-cell",
  },
  statusColumn(),
  { id: "when", header: copy.columns.when, cell: (row) => formatManila(row.created_at) },
];

const applicationColumns: DataTableColumn<DataSubjectHeld["agent_applications"][number]>[] = [
  {
    id: "reference",
    header: copy.columns.reference,
    // The reference, not the id: it is what the applicant quotes.
    cell: (row) => (
      <Link className={linkClass} to={consoleRoutes.application(row.id)}>
        {row.reference}
      </Link>
    ),
  },
  {
    id: "what",
    header: copy.columns.what,
    cell: (row) => row.store_name,
    className: "hidden sm:table-cell",
  },
  { id: "status", header: copy.columns.status, cell: (row) => agentStageLabels[row.stage] },
  { id: "when", header: copy.columns.when, cell: (row) => formatManila(row.created_at) },
];

function isEmpty(held: DataSubjectHeld): boolean {
  return countKeys.every((key) => held[key].length === 0);
}

/** What the lookup found: counts, the bookings, inquiries and applications, the JSON download and erasure. */
export function DataSubjectResult({ held }: { held: DataSubjectHeld }) {
  if (isEmpty(held)) {
    return <EmptyState title={copy.nothingTitle} description={copy.nothingBody(held.email)} />;
  }
  return (
    <div className="flex flex-col gap-8">
      <DetailSection id="people-result" title={copy.resultTitle(held.email)}>
        <DescriptionList
          items={countKeys.map((key) => ({
            key,
            term: copy.counts[key],
            description: String(held[key].length),
          }))}
        />
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              downloadText(
                JSON.stringify(held.document, null, JSON_INDENT),
                copy.downloadName(manilaDateKey(new Date())),
                "application/json",
              )
            }
          >
            {copy.download}
          </Button>
        </div>
      </DetailSection>
      <DataTable
        caption={copy.bookingsTitle}
        columns={bookingColumns}
        rows={held.appointments}
        rowKey={(row) => row.id}
        empty={<EmptyState title={copy.noneOfKind(copy.bookingsTitle)} />}
      />
      <DataTable
        caption={copy.inquiriesTitle}
        columns={inquiryColumns}
        rows={held.inquiries}
        rowKey={(row) => row.id}
        empty={<EmptyState title={copy.noneOfKind(copy.inquiriesTitle)} />}
      />
      <DataTable
        caption={copy.applicationsTitle}
        columns={applicationColumns}
        rows={held.agent_applications}
        rowKey={(row) => row.id}
        empty={<EmptyState title={copy.noneOfKind(copy.applicationsTitle)} />}
      />
      <ErasePerson email={held.email} />
    </div>
  );
}
