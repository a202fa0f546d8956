import type * as React from "react";

import { cn } from "../lib/utils";

type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A next step, e.g. a "Clear filters" or "Try again" button. */
  action?: React.ReactNode;
  /** `error` announces itself to screen readers at once; `empty` politely. */
  variant?: "empty" | "error";
};

/** What a list or panel shows when it has nothing to show, or could not load. */
function EmptyState({
  title,
  description,
  action,
  variant = "empty",
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      data-variant={variant}
      role={variant === "error" ? "alert" : "status"}
      className={cn(
        "flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center",
        variant === "error" ? "border-destructive/50" : "border-border",
        className,
      )}
      {...props}
    >
      <p className="font-semibold text-foreground">{title}</p>
      {description ? (
        <p className="max-w-prose text-small text-muted-foreground">{description}</p>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

export { EmptyState, type EmptyStateProps };
