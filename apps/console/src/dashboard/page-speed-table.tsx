import { consolePageSpeedCopy as copy } from "@innovatehub/content/console";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@innovatehub/ui/table";
import type { PageVitalsRow } from "../data/page-vitals/page-vitals-query";

function formatP75(row: PageVitalsRow): string {
  return row.metric === "CLS" ? copy.score(row.p75) : copy.milliseconds(row.p75);
}

/** One row per page, device class and metric: the views, the 75th percentile and the share rated good. */
export function PageSpeedTable({ rows }: { rows: PageVitalsRow[] }) {
  return (
    // The heading names the table's scroll region; naming the section too would give two landmarks one name.
    <section className="flex flex-col gap-2">
      <h2 id="page-speed" className="font-semibold">
        {copy.title}
      </h2>
      <p className="text-small text-muted-foreground">{copy.intro}</p>
      {rows.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <Table regionLabelledBy="page-speed">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{copy.headers.page}</TableHead>
              <TableHead scope="col">{copy.headers.device}</TableHead>
              <TableHead scope="col">{copy.headers.metric}</TableHead>
              <TableHead scope="col" align="end">
                {copy.headers.views}
              </TableHead>
              <TableHead scope="col" align="end">
                {copy.headers.p75}
              </TableHead>
              <TableHead scope="col" align="end">
                {copy.headers.good}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.path} ${row.device} ${row.metric}`}>
                <TableHead scope="row">
                  {row.path}
                </TableHead>
                <TableCell>{copy.devices[row.device]}</TableCell>
                <TableCell>
                  <abbr title={copy.metrics[row.metric]}>{row.metric}</abbr>
                </TableCell>
                <TableCell className="text-right">{row.views}</TableCell>
                <TableCell className="text-right">{formatP75(row)}</TableCell>
                <TableCell className="text-right">{copy.share(row.good_share)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
