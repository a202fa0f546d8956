import type * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/utils";

/** The kit's one required-field mark: visible words (not a colour or a lone asterisk), read with the label. */
const DEFAULT_REQUIRED_MARK = "(required)";

type RequiredMarkProps = {
  /** The words of the mark; the kit's default suits English forms. */
  mark?: string;
  className?: string;
};

/**
 * The required mark after a label or legend; the control itself still carries `required` or `aria-required`.
 * The leading space keeps "Email (required)" one phrase in the accessible name; on screen a flex gap spaces it.
 */
function RequiredMark({ mark = DEFAULT_REQUIRED_MARK, className }: RequiredMarkProps) {
  return (
    <span data-slot="required-mark" className={cn("font-normal text-muted-foreground", className)}>
      {" "}
      {mark}
    </span>
  );
}

const labelVariants = cva(
  [
    "text-small select-none",
    "group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-60 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
  ],
  {
    variants: {
      // `option`: the label of one choice beside its box, in regular weight and wrapping like a sentence, so its
      // mark follows the last word instead of standing in a column of its own beside a label of several lines.
      variant: {
        default: "flex items-center gap-2 leading-none font-semibold",
        option: "block leading-snug font-normal",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> &
  VariantProps<typeof labelVariants> & {
    /** Shows the required mark after the label's text. */
    required?: boolean;
    requiredMark?: string;
  };

function Label({ className, required = false, requiredMark, variant, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(labelVariants({ variant }), className)}
      {...props}
    >
      {children}
      {required ? <RequiredMark mark={requiredMark} /> : null}
    </LabelPrimitive.Root>
  );
}

export { Label, RequiredMark, type LabelProps };
