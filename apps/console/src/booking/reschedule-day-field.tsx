import { useCallback, useMemo } from "react";
import { consoleAgendaCopy, consoleRescheduleCopy as copy } from "@innovatehub/content/console";
import { manilaDateKey, type DateKey } from "@innovatehub/domain";
import { isBookableDay, type ClosedDays } from "@innovatehub/forms/booking";
import { DatePicker } from "@innovatehub/ui/date-picker";
import { formatManilaDay } from "../lib/format";

type RescheduleDayFieldProps = {
  value: DateKey | null;
  onChange: (dateKey: DateKey) => void;
  now: Date;
  closedDays: ClosedDays;
  /** The day whose month the calendar shows first when none is chosen: the booking's current day. */
  openOn: DateKey;
  /** Whose rules close a day: a staff move's (the default), or a new meeting's, which start as a visitor's. */
  audience?: "staff" | "visitor";
  /** The closed days are still loading: no day can be chosen until they are known. */
  daysPending?: boolean;
};

/**
 * The day of a move or a new meeting: the kit's date picker, where the days staff cannot book (past, weekend,
 * closed, none left, and for a new meeting past the horizon) are off, a closed day named with its reason.
 */
export function RescheduleDayField({
  value,
  onChange,
  now,
  closedDays,
  openOn,
  audience = "staff",
  daysPending = false,
}: RescheduleDayFieldProps) {
  const today = useMemo(() => manilaDateKey(now), [now]);
  const isDayDisabled = useCallback(
    (dateKey: DateKey) => !isBookableDay(dateKey, now, { closedDays, audience }),
    [now, closedDays, audience],
  );
  const dayNote = useCallback(
    (dateKey: DateKey) => {
      const reason = closedDays.get(dateKey);
      return reason === undefined ? undefined : consoleAgendaCopy.closed(reason);
    },
    [closedDays],
  );
  return (
    <DatePicker
      label={copy.dayLabel}
      required
      value={value}
      onChange={onChange}
      today={today}
      isDayDisabled={isDayDisabled}
      dayNote={dayNote}
      openOn={openOn}
      chosenText={value === null ? copy.noDayChosen : formatManilaDay(value)}
      daysPending={daysPending}
      daysPendingText={copy.checkingDays}
      calendarDensity="compact"
    />
  );
}
