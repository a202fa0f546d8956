import { Link, useSearchParams } from "react-router";
import {
  agentPackageLabels,
  CONSOLE_APPLICATIONS_PAGE_SIZE,
  consoleApplicationsCopy as copy,
  consoleApplicationsExportCopy,
} from "@innovatehub/content/console";
import { DataTable, type DataTableColumn } from "@innovatehub/ui/data-table";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { Pagination } from "@innovatehub/ui/pagination";
import { consoleRoutes } from "../console-paths";
import { LoadError } from "../layout/load-error";
import { formatManila } from "../lib/format";
import { LeadClock } from "../inbox/lead-clock";
import type { ApplicationFilters } from "../data/agents/application-filters";
import { useApplicationsQuery, type ApplicationListRow } from "../data/agents/applications-query";
import { allProvinces, placeLookup } from "../data/agents/place-lookup";
import { useStaffMembersQuery } from "../data/staff/staff-members-query";
import { ApplicationFilterBar } from "./application-filter-bar";
import { filtersFromSearch, searchFromFilters } from "./application-search";
import { ExportCsvButton } from "../lib/export-csv-button";
import {
  applicationCsvRows,
  applicationsExportFileName,
  fetchAllApplications,
} from "./export-applications";
import { StageBadge } from "./stage-badge";

function columns(
  provinceName: (code: string | null) => string,
): DataTableColumn<ApplicationListRow>[] {
  return [
    {
      id: "applicant",
      header: copy.columns.applicant,
      cell: (row) => (
        <div className="flex flex-col">
          <Link
            className="font-semibold text-primary underline-offset-4 hover:underline"
            to={consoleRoutes.application(row.id)}
          >
            {row.full_name}
          </Link>
          <span className="text-muted-foreground">{row.reference}</span>
          {/* The phone layout hides the store, province and date columns: they go under the name. */}
          <span className="break-words text-muted-foreground md:hidden">
            {row.store_name} · {provinceName(row.province_code)}
          </span>
          <span className="text-muted-foreground sm:hidden">{formatManila(row.created_at)}</span>
        </div>
      ),
    },
    {
      id: "store",
      header: copy.columns.store,
      className: "hidden md:table-cell",
      cell: (row) => (
        <div className="flex flex-col">
          <span>{row.store_name}</span>
          <span className="text-muted-foreground">{agentPackageLabels[row.business_package]}</span>
        </div>
      ),
    },
    {
      id: "province",
      header: copy.columns.province,
      className: "hidden md:table-cell",
      cell: (row) => provinceName(row.province_code),
    },
    { id: "stage", header: copy.columns.stage, cell: (row) => <StageBadge stage={row.stage} /> },
    {
      id: "waiting",
      header: copy.columns.waiting,
      cell: (row) => <LeadClock ageMinutes={row.age_minutes} waiting={row.waiting} />,
    },
    {
      id: "received",
      header: copy.columns.received,
      className: "hidden sm:table-cell",
      cell: (row) => formatManila(row.created_at),
    },
  ];
}

export function ApplicationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const applications = useApplicationsQuery(filters);
  const members = useStaffMembersQuery();
  const isFiltered = searchFromFilters({ ...filters, page: 1 }).size > 0;

  const update = (next: Partial<ApplicationFilters>) =>
    setSearchParams(searchFromFilters({ ...filters, page: 1, ...next }));

  const provinceName = (code: string | null) =>
    code === null ? copy.noProvince : (placeLookup.provinces.get(code) ?? code);
  const memberEmail = (userId: string | null) =>
    members.data?.find((member) => member.user_id === userId)?.email ?? "";

  const total = applications.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CONSOLE_APPLICATIONS_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-h3">{copy.title}</h1>
          <p className="text-small text-muted-foreground">{copy.intro}</p>
          <p className="text-small text-muted-foreground">{copy.clockLegend}</p>
        </div>
        <ExportCsvButton
          texts={consoleApplicationsExportCopy}
          fetchRows={() => fetchAllApplications(filters)}
          csvRows={(rows) =>
            applicationCsvRows(rows, { province: provinceName, member: memberEmail })
          }
          fileName={applicationsExportFileName}
        />
      </div>
      <ApplicationFilterBar
        filters={filters}
        provinces={allProvinces}
        members={members.data ?? []}
        onChange={update}
        onClear={() => setSearchParams(new URLSearchParams())}
      />
      {applications.isError ? (
        <LoadError title={copy.errorTitle} onRetry={() => void applications.refetch()} />
      ) : (
        <>
          <DataTable
            caption={copy.tableLabel}
            columns={columns(provinceName)}
            rows={applications.data?.rows ?? []}
            rowKey={(row) => row.id}
            loading={applications.isPending}
            empty={
              <EmptyState
                title={copy.emptyTitle}
                description={isFiltered ? copy.emptyFiltered : copy.emptyAll}
              />
            }
          />
          {total > 0 ? (
            <Pagination
              aria-label={copy.tableLabel}
              page={filters.page}
              pageCount={pageCount}
              onPageChange={(page) => update({ page })}
              status={copy.pageStatus(filters.page, pageCount, total)}
              labels={{ previous: copy.previousPage, next: copy.nextPage }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
