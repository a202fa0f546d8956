import { consolePageSpeedCopy as copy } from "@innovatehub/content/console";
import type { PageVitalsRow } from "../data/page-vitals/page-vitals-query";
import { FiguresTable, type FiguresColumn } from "./figures-table";

function formatP75(row: PageVitalsRow): string {
  return row.metric === "CLS" ? copy.score(row.p75) : copy.milliseconds(row.p75);
}

const columns: FiguresColumn<PageVitalsRow>[] = [
  { key: "device", header: copy.headers.device, cell: (row) => copy.devices[row.device] },
  {
    key: "metric",
    header: copy.headers.metric,
    cell: (row) => <abbr title={copy.metrics[row.metric]}>{row.metric}</abbr>,
  },
  { key: "views", header: copy.headers.views, cell: (row) => row.views, numeric: true },
  { key: "p75", header: copy.headers.p75, cell: formatP75, numeric: true },
  {
    key: "good",
    header: copy.headers.good,
    cell: (row) => copy.share(row.good_share),
    numeric: true,
  },
];

/** One row per page, device class and metric: the views, the 75th percentile and the share rated good. */
export function PageSpeedTable({ rows }: { rows: PageVitalsRow[] }) {
  return (
    <FiguresTable
      id="page-speed"
      title={copy.title}
      intro={copy.intro}
      rowHeader={{ key: "page", header: copy.headers.page, cell: (row) => row.path }}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.path} ${row.device} ${row.metric}`}
      empty={copy.empty}
    />
  );
}
