import type * as React from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { format } from "date-fns";
import { DayPicker, type ChevronProps, type Modifiers } from "react-day-picker";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/utils";

/** docs/product.md §9: weeks start on Sunday in the date display. */
const CALENDAR_WEEK_STARTS_ON = 0;

/**
 * "Thursday 13 November 2025": day-picker's default "November 13th" hides the visible "13" inside "13th",
 * which fails WCAG 2.5.3 (label in name) for speech-input users.
 */
function labelDayButton(date: Date, modifiers: Modifiers, note?: string): string {
  const parts = [format(date, "EEEE d MMMM yyyy")];
  if (modifiers.today) {
    parts.unshift("Today");
  }
  if (modifiers.selected) {
    parts.push("selected");
  }
  if (note !== undefined) {
    parts.push(note);
  }
  return parts.join(", ");
}

const calendarVariants = cva("w-fit rounded-lg bg-background text-foreground", {
  variants: {
    // The space inside the calendar: `compact` keeps a phone's narrow dialog from scrolling sideways.
    density: { default: "p-3", compact: "p-1 sm:p-3" },
  },
  defaultVariants: { density: "default" },
});

type CalendarDensity = NonNullable<VariantProps<typeof calendarVariants>["density"]>;

type CalendarProps = React.ComponentProps<typeof DayPicker> & {
  /** A note added to a day's accessible name (why it is disabled, e.g. "Closed: Rizal Day"), or undefined. */
  dayNote?: (date: Date) => string | undefined;
  density?: CalendarDensity;
  /**
   * Every day is off only because the caller has not yet learnt which days are open (DatePicker's `daysPending`):
   * the days show muted, not struck through as closed, and the pointer says the page is working.
   */
  daysPending?: boolean;
};

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon aria-hidden="true" className={cn("size-4", className)} />;
}

function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  weekStartsOn = CALENDAR_WEEK_STARTS_ON,
  components,
  labels,
  dayNote,
  density = "default",
  daysPending = false,
  ...props
}: CalendarProps) {
  // day-picker marks a month button that cannot turn (before `startMonth`, after `endMonth`) with aria-disabled and
  // takes it out of the tab order, but leaves it enabled: it must look off as well.
  const navButton =
    "inline-flex size-11 items-center justify-center rounded-md border border-input bg-background text-foreground transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-40 aria-disabled:pointer-events-none aria-disabled:opacity-40";
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
      weekStartsOn={weekStartsOn}
      className={cn(calendarVariants({ density }), className)}
      classNames={{
        root: "relative",
        months: "relative flex flex-col gap-4 sm:flex-row",
        month: "flex w-full flex-col gap-3",
        nav: "absolute inset-x-0 top-0 flex items-center justify-between",
        button_previous: navButton,
        button_next: navButton,
        month_caption: "flex h-11 items-center justify-center px-12",
        caption_label: "text-body font-semibold",
        month_grid: "w-full border-collapse",
        weekdays: "flex",
        weekday: "flex-1 py-1 text-center text-small font-medium text-muted-foreground",
        week: "mt-1 flex w-full",
        day: "group/day relative size-11 p-0 text-center text-small",
        day_button: cn(
          "inline-flex size-11 cursor-pointer items-center justify-center rounded-md font-medium transition-colors outline-none",
          "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
          "group-data-[selected=true]/day:bg-primary group-data-[selected=true]/day:text-primary-foreground",
          // The pointer that just chose a day still rests on it: the day shows chosen, not merely hovered.
          "group-data-[selected=true]/day:hover:bg-primary group-data-[selected=true]/day:hover:text-primary-foreground",
          "group-data-[today=true]/day:font-bold group-data-[today=true]/day:underline group-data-[today=true]/day:underline-offset-4",
          "group-data-[disabled=true]/day:text-muted-foreground disabled:hover:bg-transparent",
          daysPending
            ? "disabled:cursor-progress"
            : "group-data-[disabled=true]/day:line-through group-data-[disabled=true]/day:decoration-muted-foreground/70 disabled:cursor-not-allowed",
          "group-data-[outside=true]/day:text-muted-foreground",
        ),
        selected: "",
        today: "",
        outside: "",
        disabled: "",
        hidden: "invisible",
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, ...components }}
      labels={{
        labelDayButton: (date, modifiers) => labelDayButton(date, modifiers, dayNote?.(date)),
        ...labels,
      }}
      {...props}
    />
  );
}

export { CALENDAR_WEEK_STARTS_ON, Calendar, type CalendarDensity };
