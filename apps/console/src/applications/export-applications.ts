import {
  agentPackageLabels,
  agentStageLabels,
  agentStoreTypeLabels,
  CONSOLE_APPLICATIONS_EXPORT_PAGE_SIZE,
  consoleApplicationsExportCopy,
} from "@innovatehub/content/console";
import { manilaDateKey } from "@innovatehub/domain";
import { fetchAllPages } from "../lib/fetch-all-pages";
import { formatManila } from "../lib/format";
import type { ApplicationFilters } from "../data/agents/application-filters";
import { getApplicationPage, type ApplicationListRow } from "../data/agents/applications-query";

/** Every application the filters select, page after page in the list's order (the visible page is ignored). */
export function fetchAllApplications(filters: ApplicationFilters): Promise<ApplicationListRow[]> {
  return fetchAllPages(
    (page, pageSize) => getApplicationPage(filters, page, pageSize),
    CONSOLE_APPLICATIONS_EXPORT_PAGE_SIZE,
  );
}

/** What the export names besides the rows: provinces by code, staff members by user id. */
export type ExportNames = {
  province: (code: string | null) => string;
  member: (userId: string | null) => string;
};

/** The export's rows, header first, in the words the screen uses. */
export function applicationCsvRows(
  rows: readonly ApplicationListRow[],
  names: ExportNames,
): string[][] {
  const { columns } = consoleApplicationsExportCopy;
  return [
    [
      columns.reference,
      columns.id,
      columns.name,
      columns.mobile,
      columns.email,
      columns.store,
      columns.storeType,
      columns.province,
      columns.package,
      columns.stage,
      columns.assignee,
      columns.received,
      columns.firstResponse,
      columns.minutes,
    ],
    ...rows.map((row) => [
      row.reference,
      row.id,
      row.full_name,
      row.mobile,
      row.email,
      row.store_name,
      agentStoreTypeLabels[row.store_type],
      names.province(row.province_code),
      agentPackageLabels[row.business_package],
      agentStageLabels[row.stage],
      names.member(row.assignee),
      formatManila(row.created_at),
      row.first_response_at ? formatManila(row.first_response_at) : "",
      row.age_minutes === null ? "" : String(row.age_minutes),
    ]),
  ];
}

/** e.g. "innovatehub-agent-applications-2026-11-27.csv", dated by today's Manila calendar day. */
export function applicationsExportFileName(now: Date = new Date()): string {
  return consoleApplicationsExportCopy.fileName(manilaDateKey(now));
}
