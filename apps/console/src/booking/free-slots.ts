import { describeSlotTime, type DateKey, type MeetingDuration } from "@innovatehub/domain";
import { consoleAgendaCopy } from "@innovatehub/content/console";
import { buildTimeSlots, type BusyRange, type ClosedDays } from "@innovatehub/forms/booking";
import type { TimeSlotOption } from "@innovatehub/ui/time-slot-grid";

type FreeSlotInput = {
  dateKey: DateKey;
  duration: MeetingDuration;
  /** Every taken range of the day, the booking's own included (the availability RPC does not say whose). */
  busy: readonly BusyRange[];
  /** The booking being moved: its own range does not block it, and its current time is not a move. */
  current: { scheduledAt: string; endsAt: string };
  /** A closed day offers no time. */
  closedDays: ClosedDays;
  now: Date;
  timeZone: string;
};

/**
 * The times a booking can move to on a day, by the site's own slot rules (weekday business hours, the grid, the
 * excluded times, the horizon, no closed day, nothing taken) with the staff's notice: none, only the past is out.
 * Each is labelled in PHT, with the viewer's time as a hint when it differs.
 */
export function freeSlotOptions({
  dateKey,
  duration,
  busy,
  current,
  closedDays,
  now,
  timeZone,
}: FreeSlotInput): (TimeSlotOption & { scheduledAt: string })[] {
  return buildTimeSlots(dateKey, duration, {
    busy,
    now,
    closedDays,
    audience: "staff",
    moving: current,
  }).map((slot) => {
    const display = describeSlotTime(slot.startsAt, timeZone);
    return {
      value: slot.time,
      label: display.manila,
      hint: display.localDiffers ? consoleAgendaCopy.yourTime(display.local) : undefined,
      scheduledAt: slot.scheduledAt,
    };
  });
}
