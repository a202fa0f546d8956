import type { DateKey } from "@innovatehub/domain";
import type { ClosedDays } from "@innovatehub/forms/booking";
import { SlotDateField } from "./slot-date-field";
import { TimeSlotField } from "./time-slot-field";
import type { Slots } from "./use-slots";

type SlotPickerProps = {
  /** What `useSlots` offers for the chosen day and duration. */
  slots: Pick<Slots, "options" | "status" | "closedDaysPending"> & { closedDays: ClosedDays };
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
  /**
   * `beside` (the booking dialog): the times beside the calendar from `sm`, in the form's two equal columns from
   * `lg`, where the calendar fits half the dialog; `stacked` (the manage page): the times under the calendar.
   */
  layout?: "beside" | "stacked";
};

const layoutClass: Record<NonNullable<SlotPickerProps["layout"]>, string> = {
  beside: "grid gap-5 sm:grid-cols-[auto_1fr] lg:grid-cols-2",
  stacked: "grid gap-5",
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
  layout = "beside",
}: SlotPickerProps) {
  return (
    <div className={layoutClass[layout]}>
      <SlotDateField
        value={date}
        onChange={onDateChange}
        now={now}
        closedDays={slots.closedDays}
        closedDaysPending={slots.closedDaysPending}
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
