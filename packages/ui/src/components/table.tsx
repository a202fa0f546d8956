import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/utils";

type TableProps = React.ComponentProps<"table"> & {
  /** Props for the scroll container, e.g. a fixed height or an accessible name for a scrollable region. */
  containerProps?: React.ComponentProps<"div">;
  /**
   * The id of the heading that names the table. With it the scroll container becomes a named region that takes
   * focus, so a keyboard can scroll a table wider than a phone's screen (axe scrollable-region-focusable).
   */
  regionLabelledBy?: string;
};

function Table({ className, containerProps, regionLabelledBy, ...props }: TableProps) {
  const { className: containerClassName, ...restContainerProps } = containerProps ?? {};
  const region = regionLabelledBy
    ? ({ role: "region", "aria-labelledby": regionLabelledBy, tabIndex: 0 } as const)
    : {};
  return (
    <div
      data-slot="table-container"
      className={cn(
        "relative w-full overflow-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        containerClassName,
      )}
      {...region}
      {...restContainerProps}
    >
      <table
        data-slot="table"
        className={cn("w-full caption-bottom text-small", className)}
        {...props}
      />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return (
    <thead
      data-slot="table-header"
      className={cn("sticky top-0 z-10 bg-muted [&_tr]:border-b", className)}
      {...props}
    />
  );
}

function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return (
    <tbody
      data-slot="table-body"
      className={cn("[&_tr:last-child]:border-0", className)}
      {...props}
    />
  );
}

function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn(
        "border-t border-border bg-muted font-semibold [&>tr]:last:border-b-0",
        className,
      )}
      {...props}
    />
  );
}

/** `highlightOnHover={false}` for a row that is not one of the records (a table's empty or error message). */
function TableRow({
  className,
  highlightOnHover = true,
  ...props
}: React.ComponentProps<"tr"> & { highlightOnHover?: boolean }) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        "border-b border-border transition-colors data-[state=selected]:bg-accent",
        highlightOnHover && "hover:bg-muted/60",
        className,
      )}
      {...props}
    />
  );
}

const tableHeadVariants = cva("h-11 px-3 align-middle font-semibold whitespace-nowrap text-foreground", {
  variants: {
    // Where a heading sits in its cell: `end` over a column of figures, so the heading lines up with them.
    align: { start: "text-left", end: "text-right" },
  },
  defaultVariants: { align: "start" },
});

function TableHead({
  className,
  align,
  ...props
}: Omit<React.ComponentProps<"th">, "align"> & VariantProps<typeof tableHeadVariants>) {
  return (
    <th
      data-slot="table-head"
      className={cn(tableHeadVariants({ align }), className)}
      {...props}
    />
  );
}

function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return (
    <td data-slot="table-cell" className={cn("px-3 py-3 align-middle", className)} {...props} />
  );
}

function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return (
    <caption
      data-slot="table-caption"
      className={cn("py-3 text-small text-muted-foreground", className)}
      {...props}
    />
  );
}

export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  type TableProps,
};
