import { Link, useSearchParams } from "react-router";
import {
  CONSOLE_INBOX_PAGE_SIZE,
  consoleExportCopy,
  consoleInboxCopy,
  consoleLeadClockCopy,
  inquiryKindLabels,
} from "@innovatehub/content/console";
import { consoleRoutes } from "../console-paths";
import { isInquiryKind } from "@innovatehub/domain";
import { DataTable, type DataTableColumn, type DataTableSort } from "@innovatehub/ui/data-table";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { Pagination } from "@innovatehub/ui/pagination";
import { LoadError } from "../layout/load-error";
import { formatManila } from "../lib/format";
import { DEFAULT_LEAD_SORT, filtersFromSearch, searchFromFilters } from "./inbox-filters";
import type { InboxFilters } from "../data/leads/lead-filters";
import { LeadClock } from "./lead-clock";
import { CloseMatchingAsSpamButton } from "./close-matching-as-spam-button";
import { ExportCsvButton } from "../lib/export-csv-button";
import { exportFileName, fetchAllLeads, leadCsvRows } from "./export-leads";
import { InboxFilterBar } from "./inbox-filter-bar";
import { LeadStatusBadge } from "./lead-status-badge";
import { useLeadsQuery, type LeadRow } from "../data/leads/leads-query";

function kindLabel(row: LeadRow): string {
  return row.kind === "booking" ? consoleInboxCopy.kindBooking : consoleInboxCopy.kindInquiry;
}

const columns: DataTableColumn<LeadRow>[] = [
  {
    id: "name",
    header: consoleInboxCopy.columns.name,
    sortable: true,
    cell: (row) => (
      <div className="flex flex-col">
        <Link
          className="font-semibold text-primary underline-offset-4 hover:underline"
          to={
            row.kind === "booking" ? consoleRoutes.booking(row.id) : consoleRoutes.inquiry(row.id)
          }
        >
          {row.name}
        </Link>
        <span className="break-all text-muted-foreground">{row.company ?? row.email}</span>
        {/* The phone layout hides the kind and date columns: the kind and the date go under the name. */}
        <span className="text-muted-foreground md:hidden">{kindLabel(row)}</span>
        <span className="text-muted-foreground sm:hidden">{formatManila(row.occurs_at)}</span>
      </div>
    ),
  },
  {
    id: "kind",
    header: consoleInboxCopy.columns.kind,
    cell: kindLabel,
    className: "hidden md:table-cell",
  },
  {
    id: "subject",
    header: consoleInboxCopy.columns.subject,
    cell: (row) =>
      row.kind === "inquiry" && isInquiryKind(row.subject)
        ? inquiryKindLabels[row.subject]
        : row.subject,
    className: "hidden md:table-cell",
  },
  {
    id: "status",
    header: consoleInboxCopy.columns.status,
    cell: (row) => <LeadStatusBadge status={row.status} />,
  },
  {
    id: "waiting",
    header: consoleInboxCopy.columns.waiting,
    cell: (row) => <LeadClock ageMinutes={row.age_minutes} waiting={row.waiting} />,
  },
  {
    id: "date",
    header: consoleInboxCopy.columns.date,
    sortable: true,
    cell: (row) => formatManila(row.occurs_at),
    className: "hidden sm:table-cell",
  },
];

/** The column the list is sorted by; none for the default "waiting first" order. */
function tableSort(filters: InboxFilters): DataTableSort | undefined {
  if (filters.sort === "waiting") {
    return undefined;
  }
  const [columnId, direction] = filters.sort.split("_") as [string, "asc" | "desc"];
  return { columnId, direction };
}

export function InboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const leads = useLeadsQuery(filters);
  const isFiltered = searchFromFilters({ ...filters, page: 1, sort: DEFAULT_LEAD_SORT }).size > 0;

  const update = (next: Partial<InboxFilters>) =>
    setSearchParams(searchFromFilters({ ...filters, page: 1, ...next }));

  const total = leads.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CONSOLE_INBOX_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-h3">{consoleInboxCopy.title}</h1>
          <p className="text-small text-muted-foreground">{consoleInboxCopy.intro}</p>
          <p className="text-small text-muted-foreground">{consoleLeadClockCopy.legend}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CloseMatchingAsSpamButton filters={filters} total={total} />
          <ExportCsvButton
            texts={consoleExportCopy}
            fetchRows={() => fetchAllLeads(filters)}
            csvRows={leadCsvRows}
            fileName={exportFileName}
          />
        </div>
      </div>
      <InboxFilterBar
        filters={filters}
        onChange={update}
        onClear={() => setSearchParams(new URLSearchParams())}
      />
      {leads.isError ? (
        <LoadError title={consoleInboxCopy.errorTitle} onRetry={() => void leads.refetch()} />
      ) : (
        <>
          <DataTable
            caption={consoleInboxCopy.tableLabel}
            columns={columns}
            rows={leads.data?.rows ?? []}
            rowKey={(row) => `${row.kind}:${row.id}`}
            loading={leads.isPending}
            sort={tableSort(filters)}
            onSortChange={(sort) =>
              update({
                sort:
                  sort.columnId === "name" ? `name_${sort.direction}` : `date_${sort.direction}`,
              })
            }
            empty={
              <EmptyState
                title={consoleInboxCopy.emptyTitle}
                description={
                  isFiltered ? consoleInboxCopy.emptyFiltered : consoleInboxCopy.emptyAll
                }
              />
            }
          />
          {total > 0 ? (
            <Pagination
              aria-label={consoleInboxCopy.tableLabel}
              page={filters.page}
              pageCount={pageCount}
              onPageChange={(page) => update({ page })}
              status={consoleInboxCopy.pageStatus(filters.page, pageCount, total)}
              labels={{ previous: consoleInboxCopy.previousPage, next: consoleInboxCopy.nextPage }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
