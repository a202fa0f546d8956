import { memo, useMemo } from "react";
import { bookingDialog } from "@innovatehub/content";
import {
  dateKeyOf,
  manilaDateKey,
  unbookableDayMatcher,
  type DateKey,
} from "@innovatehub/forms/booking";
import { Calendar } from "@innovatehub/ui/calendar";
import { format, parse, startOfMonth } from "date-fns";

const DATE_KEY_FORMAT = "yyyy-MM-dd";
const SELECTED_DATE_FORMAT = "EEEE, MMMM d, yyyy";

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

type DateFieldProps = {
  value: DateKey;
  onChange: (dateKey: DateKey) => void;
  now: Date;
  /** The day whose month the calendar shows first when nothing is chosen (default: today in Manila). */
  openOn?: DateKey;
  invalid?: boolean;
};

/** The booking day: a UI kit Calendar where past days, weekends and days with no slot left are disabled. */
export const DateField = memo(function DateField({
  value,
  onChange,
  now,
  openOn,
  invalid = false,
}: DateFieldProps) {
  const manilaToday = useMemo(() => pickerDateOf(manilaDateKey(now)), [now]);
  const disabled = useMemo(() => cachedMatcher(unbookableDayMatcher(now)), [now]);
  const selected = value === "" ? undefined : pickerDateOf(value);
  const { label } = bookingDialog.fields.date;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-invalid={invalid || undefined}>
      <legend className="mb-2 flex items-center gap-2 text-small font-semibold">
        {label}{" "}
        <span className="font-normal text-muted-foreground">{bookingDialog.requiredMark}</span>
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
        today={manilaToday}
        startMonth={startOfMonth(manilaToday)}
        defaultMonth={selected ?? (openOn === undefined ? manilaToday : pickerDateOf(openOn))}
        className="rounded-lg border border-border"
      />
      <p aria-live="polite" className="text-small text-muted-foreground">
        {selected ? format(selected, SELECTED_DATE_FORMAT) : bookingDialog.fields.date.placeholder}
      </p>
    </fieldset>
  );
});
