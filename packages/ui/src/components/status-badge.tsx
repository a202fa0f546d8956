import type * as React from "react";
import { cva } from "class-variance-authority";

import { cn } from "../lib/utils";

/** What a status means at a glance; the label says which status it is, the tone only repeats it. */
type StatusTone = "attention" | "positive" | "negative" | "neutral";

const statusBadgeVariants = cva(
  "inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-small font-semibold whitespace-nowrap",
  {
    variants: {
      tone: {
        attention: "border-primary/30 bg-primary/10 text-foreground",
        positive: "border-success/40 bg-success/10 text-foreground",
        negative: "border-destructive/40 bg-destructive/10 text-foreground",
        neutral: "border-border bg-muted text-foreground",
      },
    },
  },
);

const DOT_CLASS: Record<StatusTone, string> = {
  attention: "bg-primary",
  positive: "bg-success",
  negative: "bg-destructive",
  neutral: "bg-muted-foreground",
};

type StatusBadgeProps = React.ComponentProps<"span"> & { tone: StatusTone };

/** A record's status as text with a coloured dot; colour is never the only signal. */
function StatusBadge({ tone, className, children, ...props }: StatusBadgeProps) {
  return (
    <span
      data-slot="status-badge"
      data-tone={tone}
      className={cn(statusBadgeVariants({ tone }), className)}
      {...props}
    >
      <span aria-hidden="true" className={cn("size-2 rounded-full", DOT_CLASS[tone])} />
      {children}
    </span>
  );
}

export { StatusBadge, type StatusBadgeProps, type StatusTone };
