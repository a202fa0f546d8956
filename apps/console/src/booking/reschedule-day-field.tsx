import { useMemo } from "react";
import { consoleRescheduleCopy as copy } from "@innovatehub/content";
import {
  dateKeyOf,
  manilaDateKey,
  unbookableDayMatcher,
  type DateKey,
} from "@innovatehub/forms/booking";
import { Calendar } from "@innovatehub/ui/calendar";
import { formatManilaDay } from "../lib/format";

/** A "yyyy-MM-dd" key as the picker's local midnight of that calendar day (the inverse of `dateKeyOf`). */
function pickerDateOf(dateKey: DateKey): Date {
  const [year = 0, month = 1, day = 1] = dateKey.split("-").map(Number);
  return new Date(year, month - 1, day);
}

type RescheduleDayFieldProps = {
  value: DateKey | null;
  onChange: (dateKey: DateKey) => void;
  now: Date;
  /** The day whose month the calendar shows first when none is chosen: the booking's current day. */
  openOn: DateKey;
};

/** The new day: the kit's calendar, where the days the site would not offer (past, weekend, none left) are off. */
export function RescheduleDayField({ value, onChange, now, openOn }: RescheduleDayFieldProps) {
  const today = useMemo(() => pickerDateOf(manilaDateKey(now)), [now]);
  const disabled = useMemo(() => unbookableDayMatcher(now), [now]);
  const selected = value === null ? undefined : pickerDateOf(value);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-small font-medium">{copy.dayLabel}</legend>
      <Calendar
        mode="single"
        selected={selected}
        onSelect={(day) => {
          if (day) {
            onChange(dateKeyOf(day));
          }
        }}
        disabled={disabled}
        today={today}
        startMonth={today}
        defaultMonth={selected ?? pickerDateOf(openOn)}
        className="rounded-lg border border-border p-1 sm:p-3"
      />
      <p aria-live="polite" className="text-small text-muted-foreground">
        {value === null ? copy.noDayChosen : formatManilaDay(value)}
      </p>
    </fieldset>
  );
}
