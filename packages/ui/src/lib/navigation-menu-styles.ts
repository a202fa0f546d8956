import { cva } from "class-variance-authority";

/*
 * The navigation menu's classes, apart from its Radix parts, so an app can server-render the closed menu
 * as plain HTML and load the interactive one later without a visual change.
 */

export const navigationMenuRootClass = "relative flex max-w-max flex-1 items-center justify-center";
export const navigationMenuListClass = "flex flex-1 list-none items-center justify-center gap-1";
export const navigationMenuItemClass = "relative";
export const navigationMenuChevronClass =
  "size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180";

export const navigationMenuTriggerStyle = cva(
  "group inline-flex min-h-11 w-max items-center justify-center gap-1 rounded-md px-4 py-2 text-small font-semibold text-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 data-[state=open]:bg-accent data-[state=open]:text-accent-foreground data-[active]:text-primary",
);
