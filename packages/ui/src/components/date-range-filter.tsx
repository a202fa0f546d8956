import * as React from "react";
import { CalendarRangeIcon } from "lucide-react";
import { format, isValid, parse } from "date-fns";
import { Popover as PopoverPrimitive } from "radix-ui";
import type { DateRange as DayPickerRange } from "react-day-picker";

import { cn } from "../lib/utils";
import { Button } from "./button";
import { Calendar } from "./calendar";
import { Input } from "./input";
import { Label } from "./label";

/** Calendar days as `yyyy-MM-dd` (what `<input type="date">` and a URL hold); null is an open end. */
type DateRangeValue = { from: string | null; to: string | null };

type DateRangeFilterLabels = {
  from: string;
  to: string;
  /** The button that opens the calendar; the typed inputs are the keyboard path, the calendar a shortcut. */
  openCalendar: string;
};

type DateRangeFilterProps = {
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
  labels: DateRangeFilterLabels;
  /** Shown under the inputs and marks both invalid, e.g. when "from" is after "to". */
  error?: string;
  disabled?: boolean;
  className?: string;
};

const DAY_FORMAT = "yyyy-MM-dd";
const ends = ["from", "to"] as const;

function toDate(day: string | null): Date | undefined {
  if (day === null) {
    return undefined;
  }
  const date = parse(day, DAY_FORMAT, new Date());
  return isValid(date) ? date : undefined;
}

function toDay(date: Date | undefined): string | null {
  return date ? format(date, DAY_FORMAT) : null;
}

/** "From" after "to": the range selects nothing. */
function isReversed({ from, to }: DateRangeValue): boolean {
  return from !== null && to !== null && from > to;
}

/**
 * A from/to day filter: two typed date inputs (the keyboard path, also what a phone shows natively) and a
 * calendar in a popover for picking the range with a pointer. Either end may stay open.
 */
function DateRangeFilter({
  value,
  onChange,
  labels,
  error,
  disabled = false,
  className,
}: DateRangeFilterProps) {
  const id = React.useId();
  const errorId = `${id}-error`;
  const [open, setOpen] = React.useState(false);
  const invalid = error !== undefined;
  const selected: DayPickerRange | undefined = value.from
    ? { from: toDate(value.from), to: toDate(value.to) }
    : undefined;

  function onSelect(range: DayPickerRange | undefined) {
    onChange({ from: toDay(range?.from), to: toDay(range?.to) });
    if (range?.from && range.to && range.from.getTime() !== range.to.getTime()) {
      setOpen(false);
    }
  }

  return (
    <div data-slot="date-range-filter" className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-end gap-2">
        {ends.map((end) => (
          <div key={end} className="flex min-w-0 flex-1 flex-col gap-2">
            <Label htmlFor={`${id}-${end}`}>{labels[end]}</Label>
            <Input
              id={`${id}-${end}`}
              type="date"
              value={value[end] ?? ""}
              // Each end bounds the other, so a native picker offers no reversed range.
              min={end === "to" ? (value.from ?? undefined) : undefined}
              max={end === "from" ? (value.to ?? undefined) : undefined}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => onChange({ ...value, [end]: event.target.value || null })}
            />
          </div>
        ))}
        <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
          <PopoverPrimitive.Trigger asChild>
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="shrink-0"
              aria-label={labels.openCalendar}
              disabled={disabled}
            >
              <CalendarRangeIcon aria-hidden="true" className="size-4" />
            </Button>
          </PopoverPrimitive.Trigger>
          <PopoverPrimitive.Portal>
            <PopoverPrimitive.Content
              align="end"
              sideOffset={8}
              aria-label={labels.openCalendar}
              className="z-50 rounded-lg border border-border bg-background shadow-elevation-2"
            >
              <Calendar
                mode="range"
                selected={selected}
                onSelect={onSelect}
                defaultMonth={toDate(value.from) ?? toDate(value.to)}
              />
            </PopoverPrimitive.Content>
          </PopoverPrimitive.Portal>
        </PopoverPrimitive.Root>
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className="text-small text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { DateRangeFilter, isReversed, type DateRangeFilterLabels, type DateRangeValue };
