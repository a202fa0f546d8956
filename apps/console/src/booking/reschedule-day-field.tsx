import { useMemo } from "react";
import { consoleRescheduleCopy as copy } from "@innovatehub/content/console";
import {
  dateKeyOf,
  manilaDateKey,
  unbookableDayMatcher,
  type ClosedDays,
  type DateKey,
} from "@innovatehub/forms/booking";
import { Calendar } from "@innovatehub/ui/calendar";
import { FieldLegend } from "@innovatehub/ui/field";
import { consoleAgendaCopy } from "@innovatehub/content/console";
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
  closedDays: ClosedDays;
  /** The day whose month the calendar shows first when none is chosen: the booking's current day. */
  openOn: DateKey;
};

/**
 * The new day: the kit's calendar, where the days staff cannot move a booking to (past, weekend, closed, none left)
 * are off, a closed day named with its reason.
 */
export function RescheduleDayField({ value, onChange, now, closedDays, openOn }: RescheduleDayFieldProps) {
  const today = useMemo(() => pickerDateOf(manilaDateKey(now)), [now]);
  const disabled = useMemo(
    () => unbookableDayMatcher(now, { closedDays, audience: "staff" }),
    [now, closedDays],
  );
  const dayNote = (pickerDate: Date) => {
    const reason = closedDays.get(dateKeyOf(pickerDate));
    return reason === undefined ? undefined : consoleAgendaCopy.closed(reason);
  };
  const selected = value === null ? undefined : pickerDateOf(value);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <FieldLegend variant="label" className="mb-2" required>
        {copy.dayLabel}
      </FieldLegend>
      <Calendar
        mode="single"
        selected={selected}
        onSelect={(day) => {
          if (day) {
            onChange(dateKeyOf(day));
          }
        }}
        disabled={disabled}
        dayNote={dayNote}
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
