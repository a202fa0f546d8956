import { consoleAgentDashboardCopy as copy } from "@innovatehub/content/console";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@innovatehub/ui/table";
import type { ProvinceRow } from "./agent-network-rows";

const outcomes = ["in_progress", "agencies", "closed"] as const;

/** Every province with an application in the range: how many, and where they stand. */
export function ProvinceTable({ rows }: { rows: ProvinceRow[] }) {
  return (
    // The heading names the table's scroll region; naming a wrapper too would give two landmarks one name.
    <div className="flex flex-col gap-2">
      <h3 id="agent-provinces" className="font-semibold">
        {copy.provinceTable}
      </h3>
      <p className="text-small text-muted-foreground">{copy.provinceTableIntro}</p>
      <Table regionLabelledBy="agent-provinces">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{copy.headers.province}</TableHead>
            <TableHead scope="col" align="end">
              {copy.headers.applications}
            </TableHead>
            {outcomes.map((outcome) => (
              <TableHead key={outcome} scope="col" align="end">
                {copy.series[outcome]}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableHead scope="row">
                {row.label}
              </TableHead>
              <TableCell className="text-right">{row.applications}</TableCell>
              {outcomes.map((outcome) => (
                <TableCell key={outcome} className="text-right">
                  {row[outcome]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
