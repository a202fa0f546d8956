import type { ReactNode } from "react";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@innovatehub/ui/table";

/** A column of figures: its header, and each row's cell; a count or a measure reads right-aligned. */
export type FiguresColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
};

/**
 * The dashboard's one table of figures under a heading and a line on what it counts: each row named by its first
 * column (a row header), the heading naming the table's scroll region.
 */
export function FiguresTable<Row>({
  id,
  title,
  intro,
  heading: Heading = "h2",
  rowHeader,
  columns,
  rows,
  rowKey,
  empty,
}: {
  /** The heading's id: it names the table's scroll region. */
  id: string;
  title: string;
  intro: string;
  heading?: "h2" | "h3";
  rowHeader: FiguresColumn<Row>;
  columns: readonly FiguresColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Said instead of an empty table; without it an empty table is shown. */
  empty?: string;
}) {
  return (
    // The heading names the table's scroll region; naming the section too would give two landmarks one name.
    <section className="flex flex-col gap-2">
      <Heading id={id} className="font-semibold">
        {title}
      </Heading>
      <p className="text-small text-muted-foreground">{intro}</p>
      {rows.length === 0 && empty !== undefined ? (
        <p>{empty}</p>
      ) : (
        <Table regionLabelledBy={id}>
          <TableHeader>
            <TableRow>
              {[rowHeader, ...columns].map((column) => (
                <TableHead key={column.key} scope="col" align={column.numeric ? "end" : "start"}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                <TableHead scope="row">{rowHeader.cell(row)}</TableHead>
                {columns.map((column) => (
                  <TableCell key={column.key} className={column.numeric ? "text-right" : undefined}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
