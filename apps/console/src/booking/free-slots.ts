import { describeSlotTime, type DateKey, type MeetingDuration } from "@innovatehub/domain";
import { consoleAgendaCopy } from "@innovatehub/content/console";
import { buildTimeSlots, type BusyRange, type ClosedDays } from "@innovatehub/forms/booking";
import type { TimeSlotOption } from "@innovatehub/ui/time-slot-grid";

/** Who the slot rules are applied for: a staff move keeps no notice; a new meeting obeys a visitor's start. */
export function slotAudience(moving: boolean): "staff" | "visitor" {
  return moving ? "staff" : "visitor";
}

type FreeSlotInput = {
  dateKey: DateKey;
  duration: MeetingDuration;
  /** Every taken range of the day, the booking's own included (the availability RPC does not say whose). */
  busy: readonly BusyRange[];
  /**
   * The booking being moved: its own range does not block it, and its current time is not a move. Without one, the
   * times are for a new meeting.
   */
  current?: { scheduledAt: string; endsAt: string };
  /** A closed day offers no time. */
  closedDays: ClosedDays;
  now: Date;
  timeZone: string;
};

/**
 * The times a booking can move to on a day, by the site's own slot rules (weekday business hours, the grid, the
 * excluded times, the horizon, no closed day, nothing taken) with the staff's notice: none, only the past is out.
 * A new meeting (no `current`) starts by the visitor's rules, as the database books it: the minimum notice too.
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
    audience: slotAudience(current !== undefined),
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
