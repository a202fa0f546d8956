import type * as React from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/utils";

const tabsVariants = cva("flex flex-col data-[orientation=vertical]:flex-row", {
  variants: { spacing: { default: "gap-4", wide: "gap-8" } },
  defaultVariants: { spacing: "default" },
});

/** `spacing="wide"` leaves more room between the tab list and its panel (a page's main content). */
function Tabs({
  className,
  spacing,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Root> & VariantProps<typeof tabsVariants>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn(tabsVariants({ spacing }), className)}
      {...props}
    />
  );
}

const tabsListVariants = cva("items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground", {
  variants: {
    layout: {
      fit: "inline-flex w-fit max-w-full flex-wrap",
      fill: "grid w-full auto-cols-fr grid-flow-col",
    },
  },
  defaultVariants: { layout: "fit" },
});

/** `layout="fill"` spreads the tabs over the full width in equal columns (two choices in a dialog). */
function TabsList({
  className,
  layout,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(tabsListVariants({ layout }), className)}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md px-4 py-2 text-small font-semibold whitespace-nowrap transition-[color,background-color,box-shadow] duration-150",
        "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
        "disabled:pointer-events-none disabled:opacity-50",
        "data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:shadow-elevation-1",
        className,
      )}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn("flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60", className)}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
