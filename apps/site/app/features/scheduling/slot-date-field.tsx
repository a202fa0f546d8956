import { memo, useCallback, useId, useMemo } from "react";
import { bookingDialog } from "@innovatehub/content/site";
import { addDaysToKey, BOOKING_HORIZON_DAYS, manilaDateKey, type DateKey } from "@innovatehub/domain";
import { isBookableDay, type ClosedDays } from "@innovatehub/forms/booking";
import { DatePicker } from "@innovatehub/ui/date-picker";
import { format, isSameMonth, isWeekend, parse } from "date-fns";

const DATE_KEY_FORMAT = "yyyy-MM-dd";
const SELECTED_DATE_FORMAT = "EEEE, MMMM d, yyyy";
const CLOSED_DAY_FORMAT = "EEE, MMM d";

/** A "yyyy-MM-dd" key as a local midnight of that calendar day, to format and compare it. */
function calendarDateOf(dateKey: DateKey): Date {
  return parse(dateKey, DATE_KEY_FORMAT, new Date());
}

/** The shown month's closed weekdays from today on (the days a visitor would otherwise expect to book). */
function closedDaysOfMonth(
  closedDays: ClosedDays,
  month: Date,
  today: DateKey,
): { key: DateKey; day: Date; reason: string }[] {
  return [...closedDays]
    .map(([key, reason]) => ({ key, day: calendarDateOf(key), reason }))
    .filter(({ key, day }) => isSameMonth(day, month) && !isWeekend(day) && key >= today)
    .sort((a, b) => a.key.localeCompare(b.key));
}

type SlotDateFieldProps = {
  value: DateKey;
  onChange: (dateKey: DateKey) => void;
  now: Date;
  /** Holidays and company closures: disabled, each named with its reason. */
  closedDays: ClosedDays;
  /** The closed days are still loading: no day can be chosen until they are known. */
  closedDaysPending?: boolean;
  /** The day whose month the calendar shows while nothing is chosen (default: the first day open for booking). */
  openOn?: DateKey | undefined;
  invalid?: boolean;
  /** Shown under the calendar and named by the field's description. */
  error?: string | undefined;
};

/**
 * The meeting day: the kit's date picker, where past days, weekends, closed days and days with no slot left are
 * disabled. A closed day's name says why ("Closed: Rizal Day"), and the shown month's closed days are listed.
 */
export const SlotDateField = memo(function SlotDateField({
  value,
  onChange,
  now,
  closedDays,
  closedDaysPending = false,
  openOn,
  invalid = false,
  error,
}: SlotDateFieldProps) {
  const today = useMemo(() => manilaDateKey(now), [now]);
  const isDayDisabled = useCallback(
    (dateKey: DateKey) => !isBookableDay(dateKey, now, { closedDays }),
    [now, closedDays],
  );
  // Shown first when nothing is chosen: the month of the first day open for booking, so a visitor late in a month
  // whose last days are past, weekends or closed lands on the next month, where the keyboard can reach a day.
  const firstOpenDay = useMemo(() => {
    for (let ahead = 0; ahead <= BOOKING_HORIZON_DAYS; ahead += 1) {
      const dateKey = addDaysToKey(today, ahead);
      if (!isDayDisabled(dateKey)) {
        return dateKey;
      }
    }
    return today;
  }, [today, isDayDisabled]);
  const closedListId = useId();
  const { label, placeholder, checking, closed, closedListLabel, closedItem } =
    bookingDialog.fields.date;
  const dayNote = useCallback(
    (dateKey: DateKey) => {
      const reason = closedDays.get(dateKey);
      return reason === undefined ? undefined : closed(reason);
    },
    [closedDays, closed],
  );
  const aboutMonth = (month: Date) => {
    const closedThisMonth = closedDaysOfMonth(closedDays, month, today);
    return closedThisMonth.length === 0 ? null : (
      <div className="text-small text-muted-foreground">
        <p id={closedListId}>{closedListLabel}</p>
        <ul aria-labelledby={closedListId} className="list-none">
          {closedThisMonth.map(({ key, day, reason }) => (
            <li key={key}>{closedItem(format(day, CLOSED_DAY_FORMAT), reason)}</li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <DatePicker
      label={label}
      required
      value={value === "" ? null : value}
      onChange={onChange}
      today={today}
      isDayDisabled={isDayDisabled}
      dayNote={dayNote}
      openOn={openOn ?? firstOpenDay}
      invalid={invalid}
      error={error}
      chosenText={value === "" ? placeholder : format(calendarDateOf(value), SELECTED_DATE_FORMAT)}
      daysPending={closedDaysPending}
      daysPendingText={checking}
      aboutMonth={aboutMonth}
      // The booking dialog's column on a phone is narrower than the default calendar (seven 44 px days and p-3).
      calendarDensity="compact"
    />
  );
});
