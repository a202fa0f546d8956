import type * as React from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";

import { cn } from "../lib/utils";
import { Button } from "./button";

type PaginationProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The visible status line, e.g. "Page 2 of 5". */
  status: React.ReactNode;
  labels: { previous: string; next: string };
};

/** Previous / next paging with the current position in words (announced when it changes). */
function Pagination({
  page,
  pageCount,
  onPageChange,
  status,
  labels,
  className,
  ...props
}: PaginationProps) {
  return (
    <nav
      data-slot="pagination"
      className={cn("flex flex-wrap items-center justify-between gap-3", className)}
      {...props}
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        {labels.previous}
      </Button>
      {/* On a phone the words take their own row above the buttons, so the three never overflow the row. */}
      <p
        aria-live="polite"
        className="order-first basis-full text-center text-small text-muted-foreground sm:order-none sm:basis-auto"
      >
        {status}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {labels.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

export { Pagination, type PaginationProps };
