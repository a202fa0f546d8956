import type * as React from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";

import { cn } from "../lib/utils";
import { Skeleton } from "./skeleton";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "./table";

type SortDirection = "asc" | "desc";
type DataTableSort = { columnId: string; direction: SortDirection };

type DataTableColumn<Row> = {
  id: string;
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  /** The column's header becomes a button that sorts by it. */
  sortable?: boolean;
  className?: string;
};

type DataTableProps<Row> = {
  /** The table's accessible name, shown under it. */
  caption: React.ReactNode;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** While true the body shows `skeletonRows` placeholder rows instead of `rows`. */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown in place of the body when there are no rows (and not loading), e.g. an EmptyState. */
  empty?: React.ReactNode;
  className?: string;
};

const DEFAULT_SKELETON_ROWS = 5;

function ariaSort(column: { id: string }, sort: DataTableSort | undefined) {
  if (sort?.columnId !== column.id) {
    return "none";
  }
  return sort.direction === "asc" ? "ascending" : "descending";
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const Icon = direction === undefined ? ArrowUpDown : direction === "asc" ? ArrowUp : ArrowDown;
  return <Icon aria-hidden="true" className="size-3.5" />;
}

/**
 * A table of records whose columns the caller describes; sorting and paging stay with the caller (often the
 * server), so the table only reports what the person asked for.
 */
function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  skeletonRows = DEFAULT_SKELETON_ROWS,
  empty,
  className,
}: DataTableProps<Row>) {
  const showEmpty = !loading && rows.length === 0 && empty !== undefined;
  return (
    <Table className={className} aria-busy={loading || undefined}>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead
              key={column.id}
              className={column.className}
              aria-sort={column.sortable ? ariaSort(column, sort) : undefined}
            >
              {column.sortable && onSortChange ? (
                <button
                  type="button"
                  className="-mx-1 inline-flex items-center gap-1 rounded px-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() =>
                    onSortChange({
                      columnId: column.id,
                      direction:
                        sort?.columnId === column.id && sort.direction === "asc" ? "desc" : "asc",
                    })
                  }
                >
                  {column.header}
                  <SortIcon direction={sort?.columnId === column.id ? sort.direction : undefined} />
                </button>
              ) : (
                column.header
              )}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading
          ? Array.from({ length: skeletonRows }, (_, index) => (
              <TableRow key={index} data-slot="data-table-skeleton-row">
                {columns.map((column) => (
                  <TableCell key={column.id} className={column.className}>
                    <Skeleton className="h-4 w-full max-w-40" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.id} className={cn(column.className)}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
        {showEmpty ? (
          <TableRow highlightOnHover={false}>
            <TableCell colSpan={columns.length}>{empty}</TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}

export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
};
