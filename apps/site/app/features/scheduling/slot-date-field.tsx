import { memo, useId, useMemo, useState } from "react";
import { bookingDialog } from "@innovatehub/content/site";
import {
  dateKeyOf,
  manilaDateKey,
  unbookableDayMatcher,
  type ClosedDays,
  type DateKey,
} from "@innovatehub/forms/booking";
import { Calendar } from "@innovatehub/ui/calendar";
import { RequiredMark } from "@innovatehub/ui/label";
import { format, isSameMonth, isWeekend, parse, startOfMonth } from "date-fns";

const DATE_KEY_FORMAT = "yyyy-MM-dd";
const SELECTED_DATE_FORMAT = "EEEE, MMMM d, yyyy";
const CLOSED_DAY_FORMAT = "EEE, MMM d";

/** A "yyyy-MM-dd" key as the date picker's local midnight of that calendar day. */
function pickerDateOf(dateKey: DateKey): Date {
  return parse(dateKey, DATE_KEY_FORMAT, new Date());
}

/** The picker asks about every visible day on every render; each day's answer never changes while open. */
function cachedMatcher(matcher: (pickerDate: Date) => boolean): (pickerDate: Date) => boolean {
  const answers = new Map<string, boolean>();
  return (pickerDate) => {
    const key = dateKeyOf(pickerDate);
    const known = answers.get(key);
    if (known !== undefined) {
      return known;
    }
    const answer = matcher(pickerDate);
    answers.set(key, answer);
    return answer;
  };
}

/** The shown month's closed weekdays from today on (the days a visitor would otherwise expect to book). */
function closedDaysOfMonth(
  closedDays: ClosedDays,
  month: Date,
  manilaToday: Date,
): { key: DateKey; day: Date; reason: string }[] {
  return [...closedDays]
    .map(([key, reason]) => ({ key, day: pickerDateOf(key), reason }))
    .filter(({ day }) => isSameMonth(day, month) && !isWeekend(day) && day >= manilaToday)
    .sort((a, b) => a.day.getTime() - b.day.getTime());
}

type SlotDateFieldProps = {
  value: DateKey;
  onChange: (dateKey: DateKey) => void;
  now: Date;
  /** Holidays and company closures: disabled, each named with its reason. */
  closedDays: ClosedDays;
  /** The day whose month the calendar shows first when nothing is chosen (default: today in Manila). */
  openOn?: DateKey;
  invalid?: boolean;
};

/**
 * The booking day: a UI kit Calendar where past days, weekends, closed days and days with no slot left are
 * disabled. A closed day's name says why ("Closed: Rizal Day"), and the shown month's closed days are listed.
 */
export const SlotDateField = memo(function SlotDateField({
  value,
  onChange,
  now,
  closedDays,
  openOn,
  invalid = false,
}: SlotDateFieldProps) {
  const manilaToday = useMemo(() => pickerDateOf(manilaDateKey(now)), [now]);
  const disabled = useMemo(
    () => cachedMatcher(unbookableDayMatcher(now, { closedDays })),
    [now, closedDays],
  );
  const selected = value === "" ? undefined : pickerDateOf(value);
  const [month, setMonth] = useState(() =>
    startOfMonth(selected ?? (openOn === undefined ? manilaToday : pickerDateOf(openOn))),
  );
  const closedThisMonth = useMemo(
    () => closedDaysOfMonth(closedDays, month, manilaToday),
    [closedDays, month, manilaToday],
  );
  const closedListId = useId();
  const { label, closed, closedListLabel, closedItem } = bookingDialog.fields.date;
  const dayNote = (pickerDate: Date) => {
    const reason = closedDays.get(dateKeyOf(pickerDate));
    return reason === undefined ? undefined : closed(reason);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-invalid={invalid || undefined}>
      <legend className="mb-2 flex items-center gap-2 text-small font-semibold">
        {label} <RequiredMark />
      </legend>
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
        today={manilaToday}
        startMonth={startOfMonth(manilaToday)}
        month={month}
        onMonthChange={setMonth}
        className="rounded-lg border border-border"
      />
      {closedThisMonth.length === 0 ? null : (
        <div className="text-small text-muted-foreground">
          <p id={closedListId}>{closedListLabel}</p>
          <ul aria-labelledby={closedListId} className="list-none">
            {closedThisMonth.map(({ key, day, reason }) => (
              <li key={key}>{closedItem(format(day, CLOSED_DAY_FORMAT), reason)}</li>
            ))}
          </ul>
        </div>
      )}
      <p aria-live="polite" className="text-small text-muted-foreground">
        {selected ? format(selected, SELECTED_DATE_FORMAT) : bookingDialog.fields.date.placeholder}
      </p>
    </fieldset>
  );
});
