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
};

/**
 * The new day: the kit's date picker, where the days staff cannot move a booking to (past, weekend, closed, none
 * left) are off, a closed day named with its reason.
 */
export function RescheduleDayField({
  value,
  onChange,
  now,
  closedDays,
  openOn,
}: RescheduleDayFieldProps) {
  const today = useMemo(() => manilaDateKey(now), [now]);
  const isDayDisabled = useCallback(
    (dateKey: DateKey) => !isBookableDay(dateKey, now, { closedDays, audience: "staff" }),
    [now, closedDays],
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
      calendarClassName="p-1 sm:p-3"
    />
  );
}
