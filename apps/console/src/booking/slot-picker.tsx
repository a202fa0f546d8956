import { useMemo, useState } from "react";
import {
  manilaDateKey,
  visitorTimeZone,
  type DateKey,
  type MeetingDuration,
} from "@innovatehub/domain";
import { consoleRescheduleCopy as copy } from "@innovatehub/content/console";
import { TimeSlotGrid, type TimeSlotGridStatus } from "@innovatehub/ui/time-slot-grid";
import { useBusyRangesQuery } from "../data/bookings/busy-ranges-query";
import { useClosuresQuery } from "../data/closures/closures-query";
import { freeSlotOptions, slotAudience } from "./free-slots";
import { RescheduleDayField } from "./reschedule-day-field";
import type { SlotField } from "./use-slot-field";

type SlotPickerProps = {
  /** The time group's id (the form's error summary and tests reach it by it). */
  id: string;
  duration: MeetingDuration;
  /** The booking being moved, or none for a new meeting (then the visitor's start rules apply, as in the database). */
  current?: { scheduledAt: string; endsAt: string };
  /** The day whose month the calendar shows first while none is chosen. */
  openOn: DateKey;
  /** When the form opened: the times are judged against it. */
  now: Date;
  /** The form's time (`useSlotField`): what is chosen, and whether a submit found none. */
  field: SlotField;
};

/**
 * The console's one slot picker: a day on the kit's date picker (closed days off and named) and its free times by
 * the site's slot rules, asked of the database each time a day is opened. Used to move a booking and to book a
 * meeting with an agent applicant.
 */
export function SlotPicker({
  id,
  duration,
  current,
  openOn,
  now,
  field,
}: SlotPickerProps) {
  const { choice, change: onChange } = field;
  const [timeZone] = useState(visitorTimeZone);
  const busy = useBusyRangesQuery(choice.dateKey);
  const closures = useClosuresQuery(manilaDateKey(now), null);
  // While they load no day can be chosen; if they fail none is known closed: the database still refuses one, and
  // says why.
  const closedDays = useMemo(
    () => new Map((closures.data ?? []).map((closure) => [closure.day, closure.reason])),
    [closures.data],
  );
  const options =
    choice.dateKey !== null && busy.data
      ? freeSlotOptions({
          dateKey: choice.dateKey,
          duration,
          busy: busy.data,
          current,
          closedDays,
          now,
          timeZone,
        })
      : [];
  const status: TimeSlotGridStatus =
    choice.dateKey === null
      ? "idle"
      : busy.isPending
        ? "loading"
        : busy.isError
          ? "error"
          : "ready";

  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <RescheduleDayField
        value={choice.dateKey}
        onChange={(dateKey) => onChange({ dateKey, time: "", scheduledAt: null })}
        now={now}
        closedDays={closedDays}
        openOn={openOn}
        audience={slotAudience(current !== undefined)}
        daysPending={closures.isPending}
      />
      <TimeSlotGrid
        id={id}
        legend={copy.timeLabel}
        required
        name="time"
        options={options}
        value={choice.time}
        onChange={(time) =>
          onChange({
            dateKey: choice.dateKey,
            time,
            scheduledAt: options.find((option) => option.value === time)?.scheduledAt ?? null,
          })
        }
        status={status}
        messages={{
          idle: copy.chooseDayFirst,
          loading: copy.loadingTimes,
          empty: copy.noTimes,
          error: copy.timesFailed,
        }}
        retry={{ label: copy.retryTimes, onRetry: () => void busy.refetch() }}
        error={field.missing ? copy.chooseTime : undefined}
      />
    </div>
  );
}
