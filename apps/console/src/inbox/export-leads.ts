import {
  CONSOLE_EXPORT_PAGE_SIZE,
  consoleExportCopy,
  consoleInboxCopy,
  inquiryKindLabels,
  leadStatusLabel,
} from "@innovatehub/content/console";
import { isInquiryKind, leadSourceName, manilaDateKey } from "@innovatehub/domain";
import { fetchAllPages } from "../lib/fetch-all-pages";
import { formatManila } from "../lib/format";
import type { InboxFilters } from "../data/leads/lead-filters";
import { getLeadPage, type LeadRow } from "../data/leads/leads-query";

/** Every row the filters select, page after page in the filters' order (the visible page is ignored). */
export function fetchAllLeads(filters: InboxFilters): Promise<LeadRow[]> {
  return fetchAllPages(
    (page, pageSize) => getLeadPage(filters, page, pageSize),
    CONSOLE_EXPORT_PAGE_SIZE,
  );
}

/** The export's rows, header first, in the words the inbox uses. */
export function leadCsvRows(rows: readonly LeadRow[]): string[][] {
  const { columns } = consoleExportCopy;
  return [
    [
      columns.id,
      columns.kind,
      columns.name,
      columns.email,
      columns.company,
      columns.subject,
      columns.status,
      columns.date,
      columns.received,
      columns.source,
      columns.medium,
      columns.campaign,
      columns.term,
      columns.content,
      columns.referrer,
      columns.landingPage,
      columns.arrived,
      columns.firstResponse,
      columns.minutes,
    ],
    ...rows.map((row) => [
      row.id,
      row.kind === "booking" ? consoleInboxCopy.kindBooking : consoleInboxCopy.kindInquiry,
      row.name,
      row.email,
      row.company ?? "",
      row.kind === "inquiry" && isInquiryKind(row.subject)
        ? inquiryKindLabels[row.subject]
        : row.subject,
      leadStatusLabel(row.status),
      formatManila(row.occurs_at),
      formatManila(row.created_at),
      leadSourceName(row.source),
      row.source?.utm_medium ?? "",
      row.source?.utm_campaign ?? "",
      row.source?.utm_term ?? "",
      row.source?.utm_content ?? "",
      row.source?.referrer_host ?? "",
      row.source?.landing_path ?? "",
      row.source?.landed_at ? formatManila(row.source.landed_at) : "",
      row.first_response_at ? formatManila(row.first_response_at) : "",
      row.age_minutes === null ? "" : String(row.age_minutes),
    ]),
  ];
}

/** e.g. "innovatehub-leads-2026-11-24.csv", dated by today's Manila calendar day. */
export function exportFileName(now: Date = new Date()): string {
  return consoleExportCopy.fileName(manilaDateKey(now));
}
