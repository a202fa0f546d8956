import { consoleAgentDashboardCopy as copy } from "@innovatehub/content/console";
import { agentOutcomes, type ProvinceRow } from "./agent-network-rows";
import { FiguresTable, type FiguresColumn } from "./figures-table";

const columns: FiguresColumn<ProvinceRow>[] = [
  {
    key: "applications",
    header: copy.headers.applications,
    cell: (row) => row.applications,
    numeric: true,
  },
  ...agentOutcomes.map((outcome) => ({
    key: outcome,
    header: copy.series[outcome],
    cell: (row: ProvinceRow) => row[outcome],
    numeric: true,
  })),
];

/** Every province with an application in the range: how many, and where they stand. */
export function ProvinceTable({ rows }: { rows: ProvinceRow[] }) {
  return (
    <FiguresTable
      id="agent-provinces"
      heading="h3"
      title={copy.provinceTable}
      intro={copy.provinceTableIntro}
      rowHeader={{ key: "province", header: copy.headers.province, cell: (row) => row.label }}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
    />
  );
}
