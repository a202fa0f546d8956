import type { DateKey } from "@innovatehub/domain";
import type { ClosedDays } from "@innovatehub/forms/booking";
import { cn } from "@innovatehub/ui/lib/utils";
import { SlotDateField } from "./slot-date-field";
import { TimeSlotField } from "./time-slot-field";
import type { Slots } from "./use-slots";

type SlotPickerProps = {
  /** What `useSlots` offers for the chosen day and duration. */
  slots: Pick<Slots, "options" | "status"> & { closedDays: ClosedDays };
  date: DateKey;
  time: string;
  onDateChange: (dateKey: DateKey) => void;
  onTimeChange: (time: string) => void;
  now: Date;
  /** The day whose month the calendar shows first when no day is chosen (default: today in Manila). */
  openOn?: DateKey;
  dateInvalid?: boolean;
  /** Shown under the calendar: why the chosen day cannot be booked after all. */
  dateError?: string | undefined;
  timeError?: string | undefined;
  /** Shown under the times when the visitor's clock is not on Manila time. */
  visitorZoneNote?: string | undefined;
  className?: string;
};

/**
 * The one way a visitor picks a meeting time, in the booking dialog and on the manage page: a Manila day (past,
 * weekend, closed and full days off) and one of that day's free slots.
 */
export function SlotPicker({
  slots,
  date,
  time,
  onDateChange,
  onTimeChange,
  now,
  openOn,
  dateInvalid = false,
  dateError,
  timeError,
  visitorZoneNote,
  className,
}: SlotPickerProps) {
  return (
    <div className={cn("grid gap-5 sm:grid-cols-[auto_1fr]", className)}>
      <SlotDateField
        value={date}
        onChange={onDateChange}
        now={now}
        closedDays={slots.closedDays}
        openOn={openOn}
        invalid={dateInvalid}
        error={dateError}
      />
      <TimeSlotField
        value={time}
        onChange={onTimeChange}
        options={slots.options}
        status={slots.status}
        visitorZoneNote={visitorZoneNote}
        error={timeError}
      />
    </div>
  );
}
