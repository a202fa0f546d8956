import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/utils";

const fieldControlClasses = [
  "w-full min-w-0 border border-input bg-background px-3 py-2 text-body text-foreground shadow-elevation-1 transition-[color,box-shadow] outline-none",
  "placeholder:text-muted-foreground",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
];

const inputVariants = cva(
  [
    fieldControlClasses,
    "min-h-11 file:mr-3 file:border-0 file:bg-transparent file:text-small file:font-semibold",
  ],
  {
    variants: { shape: { default: "rounded-md", pill: "rounded-full" } },
    defaultVariants: { shape: "default" },
  },
);

/** `shape="pill"` rounds the box fully (a search box). */
function Input({
  className,
  type = "text",
  shape,
  ...props
}: React.ComponentProps<"input"> & VariantProps<typeof inputVariants>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(inputVariants({ shape }), className)}
      {...props}
    />
  );
}

export { Input, fieldControlClasses };
