import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot as SlotPrimitive } from "radix-ui";

import { cn } from "../lib/utils";

const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center font-semibold whitespace-nowrap",
    "transition-[color,background-color,border-color,box-shadow,transform] duration-150 ease-standard",
    "outline-none focus-visible:ring-[3px] focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "active:translate-y-px",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "aria-busy:cursor-progress",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-elevation-1 hover:bg-primary-hover",
        primary: "bg-primary text-primary-foreground shadow-elevation-1 hover:bg-primary-hover",
        destructive:
          "bg-destructive text-destructive-foreground shadow-elevation-1 hover:bg-destructive-hover focus-visible:ring-destructive/50",
        outline:
          "border border-input bg-background text-foreground shadow-elevation-1 hover:border-primary hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-accent",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        // A text action in the brand colour that shows its box on hover.
        quiet: "text-primary hover:bg-accent hover:text-accent-foreground",
        // An outline on the navy sections (the closing call to action, the fintech spotlight).
        "outline-inverse":
          "border border-navy-foreground/40 bg-transparent text-navy-foreground hover:border-navy-foreground hover:bg-navy-hover",
        // The options of a segmented control on a muted track: the chosen one raised, the others muted.
        segment: "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
        "segment-selected": "bg-background text-primary shadow-elevation-1",
        success: "bg-success text-success-foreground shadow-elevation-1 hover:bg-success-hover",
        green: "bg-success text-success-foreground shadow-elevation-1 hover:bg-success-hover",
        dark: "bg-navy text-navy-foreground shadow-elevation-1 hover:bg-navy-hover",
        purple: "bg-accent-ai text-accent-ai-foreground shadow-elevation-1 hover:bg-accent-ai-hover",
      },
      size: {
        default: "min-h-11 gap-2 px-5 py-2 text-small has-[>svg]:px-4",
        sm: "min-h-9 gap-1.5 px-3 text-small has-[>svg]:px-2.5",
        lg: "min-h-12 gap-2 px-7 text-body has-[>svg]:px-5",
        xl: "min-h-14 gap-2 px-9 text-h4 has-[>svg]:px-7",
        icon: "size-11 gap-2",
        // A link-styled action in a line of text: the default size's height and type, no side padding.
        inline: "min-h-11 gap-2 py-2 text-small",
      },
      // Each size has its own corner radius; `pill` rounds any size fully.
      shape: {
        default: "",
        pill: "rounded-full",
      },
      // The content's alignment: centred, or spread to both ends (a menu trigger with a chevron at its end).
      justify: {
        center: "justify-center",
        between: "justify-between",
      },
      width: {
        default: "",
        full: "w-full",
        auto: "w-auto",
        fixed: "min-w-50",
      },
    },
    compoundVariants: [
      // The focus ring's colour: the brand's, or the destructive variant's own.
      {
        variant: [
          "default",
          "primary",
          "outline",
          "secondary",
          "ghost",
          "link",
          "quiet",
          "outline-inverse",
          "segment",
          "segment-selected",
          "success",
          "green",
          "dark",
          "purple",
        ],
        class: "focus-visible:ring-ring/60",
      },
      { shape: "default", size: ["default", "lg", "icon", "inline"], class: "rounded-md" },
      { shape: "default", size: "sm", class: "rounded-sm" },
      { shape: "default", size: "xl", class: "rounded-lg" },
    ],
    defaultVariants: {
      variant: "default",
      size: "default",
      width: "default",
      shape: "default",
      justify: "center",
    },
  },
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a link) with the button's styling instead of a `<button>`. */
    asChild?: boolean;
    /** Work in progress: disables the button, announces aria-busy and shows a spinner beside the label. */
    busy?: boolean;
  };

function Button({
  className,
  variant = "default",
  size = "default",
  width = "default",
  shape = "default",
  justify = "center",
  asChild = false,
  busy = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, width, shape, justify }), className);
  const dataAttributes = {
    "data-slot": "button",
    "data-variant": variant,
    "data-size": size,
    "data-width": width,
  };

  if (asChild) {
    return (
      <SlotPrimitive.Slot
        {...dataAttributes}
        className={classes}
        aria-busy={busy || undefined}
        aria-disabled={disabled || busy || undefined}
        {...props}
      >
        {children}
      </SlotPrimitive.Slot>
    );
  }

  return (
    <button
      {...dataAttributes}
      type={type ?? "button"}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        // A CSS ring, not an icon: the Button sits on almost every page, and an icon would bring lucide's runtime.
        <span
          data-slot="button-spinner"
          aria-hidden="true"
          className="inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      ) : null}
      {children}
    </button>
  );
}

export { Button, buttonVariants, type ButtonProps };
