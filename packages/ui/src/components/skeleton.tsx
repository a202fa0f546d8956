import type * as React from "react";

import { cn } from "../lib/utils";

/** `shape="circle"` stands in for a round thing (an avatar). */
function Skeleton({
  className,
  shape = "default",
  ...props
}: React.ComponentProps<"div"> & { shape?: "default" | "circle" }) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse bg-muted", shape === "circle" ? "rounded-full" : "rounded-md", className)}
      {...props}
    />
  );
}

export { Skeleton };
