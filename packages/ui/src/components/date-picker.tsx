import * as React from "react";
import { format, parse, startOfMonth } from "date-fns";

import { cn } from "../lib/utils";
import { Calendar, type CalendarDensity } from "./calendar";
import { RequiredMark } from "./label";

/** A calendar day as `yyyy-MM-dd`: the same day in every time zone (the caller decides which zone's day it is). */
const DAY_KEY_FORMAT = "yyyy-MM-dd";

/** A day key as the calendar's local midnight of that day. */
function calendarDateOf(dayKey: string): Date {
  return parse(dayKey, DAY_KEY_FORMAT, new Date());
}

function dayKeyOf(date: Date): string {
  return format(date, DAY_KEY_FORMAT);
}

/** The calendar asks about every visible day on every render; a day's answer never changes while it is open. */
function cachedByDay(isDisabled: (dayKey: string) => boolean): (date: Date) => boolean {
  const answers = new Map<string, boolean>();
  return (date) => {
    const key = dayKeyOf(date);
    const known = answers.get(key);
    if (known !== undefined) {
      return known;
    }
    const answer = isDisabled(key);
    answers.set(key, answer);
    return answer;
  };
}

type DatePickerProps = {
  /** The visible name of the field (the fieldset's legend). */
  label: string;
  /** The chosen day, or null. */
  value: string | null;
  onChange: (dayKey: string) => void;
  /** Today in the business's zone (for the site and the console, Manila): earlier months are not shown. */
  today: string;
  /** Days that cannot be chosen (past, weekend, closed, full...). Keep it stable (memoised) between renders. */
  isDayDisabled?: (dayKey: string) => boolean;
  /** Added to a day's accessible name, e.g. why it is off ("Closed: Rizal Day"). */
  dayNote?: (dayKey: string) => string | undefined;
  /** The day whose month shows while none is chosen (default: today). */
  openOn?: string;
  /** The line under the calendar, announced when it changes: the chosen day in words, or a prompt. */
  chosenText: string;
  required?: boolean;
  /** Marks the field invalid; defaults to whether `error` is given. */
  invalid?: boolean;
  /** Shown under the calendar and named by the fieldset's description. */
  error?: string | undefined;
  /** Extra lines under the calendar about the month it shows (e.g. that month's closed days). */
  aboutMonth?: (shownMonth: Date) => React.ReactNode;
  className?: string;
  calendarDensity?: CalendarDensity;
  /**
   * The days' status is still unknown: a caller that learns the closed days after the picker shows (from the
   * backend) passes true until they arrive, so no one chooses a day that turns off under the click. While true every
   * day is off (the months still turn), the field is busy and the line under the calendar says `daysPendingText`.
   */
  daysPending?: boolean;
  /** The line under the calendar while `daysPending`, e.g. "Checking which days are open…" (the kit has no words). */
  daysPendingText?: string;
};

/**
 * The kit's one single-day field: a labelled fieldset around the calendar (arrow keys move between days, Enter
 * chooses, Page Up/Down change month), off days disabled and named with their reason, the chosen day announced,
 * an error wired to the field. Values are day keys, never `Date`s, so no browser zone shifts a day.
 */
function DatePicker({
  label,
  value,
  onChange,
  today,
  isDayDisabled,
  dayNote,
  openOn,
  chosenText,
  required = false,
  invalid,
  error,
  aboutMonth,
  className,
  calendarDensity,
  daysPending = false,
  daysPendingText,
}: DatePickerProps) {
  const id = React.useId();
  const errorId = `${id}-error`;
  const chosenId = `${id}-chosen`;
  const todayDate = React.useMemo(() => calendarDateOf(today), [today]);
  const disabled = React.useMemo(
    () => (isDayDisabled === undefined ? undefined : cachedByDay(isDayDisabled)),
    [isDayDisabled],
  );
  const selected = value === null ? undefined : calendarDateOf(value);
  const [month, setMonth] = React.useState(() =>
    startOfMonth(selected ?? (openOn === undefined ? todayDate : calendarDateOf(openOn))),
  );
  // While nothing is chosen the calendar follows `openOn`: a form that learns later which day opens first (closed
  // days arrive after the picker) shows that day's month, so the grid always has a day the keyboard can reach.
  React.useEffect(() => {
    if (value === null && openOn !== undefined) {
      setMonth(startOfMonth(calendarDateOf(openOn)));
    }
  }, [value, openOn]);
  const isInvalid = invalid ?? error !== undefined;
  const hasError = error !== undefined && error !== "";

  return (
    <fieldset
      data-slot="date-picker"
      aria-busy={daysPending || undefined}
      aria-invalid={isInvalid || undefined}
      aria-describedby={hasError ? `${chosenId} ${errorId}` : chosenId}
      className={cn("flex min-w-0 flex-col gap-2 border-0 p-0", className)}
    >
      <legend
        className={cn(
          "mb-2 flex items-center gap-2 text-small leading-none font-semibold",
          isInvalid && "text-destructive",
        )}
      >
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <Calendar
        mode="single"
        selected={selected}
        onSelect={(day) => {
          if (day) {
            onChange(dayKeyOf(day));
          }
        }}
        disabled={daysPending ? true : disabled}
        daysPending={daysPending}
        dayNote={dayNote === undefined ? undefined : (date) => dayNote(dayKeyOf(date))}
        today={todayDate}
        startMonth={startOfMonth(todayDate)}
        month={month}
        onMonthChange={setMonth}
        density={calendarDensity}
        className="border border-border"
      />
      {aboutMonth?.(month)}
      <p id={chosenId} aria-live="polite" className="text-small text-muted-foreground">
        {daysPending ? daysPendingText : chosenText}
      </p>
      {hasError ? (
        <p id={errorId} role="alert" className="text-small font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export { DatePicker, type DatePickerProps };
