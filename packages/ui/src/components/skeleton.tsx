import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/utils";

const skeletonVariants = cva("animate-pulse bg-muted", {
  variants: { shape: { default: "rounded-md", circle: "rounded-full" } },
  defaultVariants: { shape: "default" },
});

/** `shape="circle"` stands in for a round thing (an avatar). */
function Skeleton({
  className,
  shape,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof skeletonVariants>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

export { Skeleton };
