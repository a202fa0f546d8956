import { useCallback, useEffect, useMemo } from "react";
import type { MeetingDuration } from "@innovatehub/domain";
import type { DateKey } from "@innovatehub/domain";
import type { ClosedDays } from "@innovatehub/forms/booking";
import type { AvailabilityBackend } from "../../lib/backend/site-backend";
import { buildSlotOptions, type SlotOption } from "./slot-options";
import type { SlotsStatus } from "./time-slot-field";
import { useBusyRanges } from "./use-busy-ranges";
import { useClosedDays } from "./use-closed-days";

type UseSlotsInput = {
  client: AvailabilityBackend;
  dateKey: DateKey;
  duration: MeetingDuration;
  time: string;
  now: Date;
  timeZone: string;
  /** Called when the chosen time is no longer offered (duration changed, or the slot was taken). */
  onTimeInvalid: () => void;
};

export type Slots = {
  options: SlotOption[];
  status: SlotsStatus;
  /** The horizon's closed days, for the date picker. */
  closedDays: ClosedDays;
  /** The closed days' first load is still running: the date picker offers no day until it settles. */
  closedDaysPending: boolean;
  /** Fetches the busy ranges and the closed days again (after a refusal). */
  refresh: () => void;
};

/**
 * The offered times for the chosen day and duration (none on a closed day); drops a chosen time that stops being
 * offered.
 */
export function useSlots({
  client,
  dateKey,
  duration,
  time,
  now,
  timeZone,
  onTimeInvalid,
}: UseSlotsInput): Slots {
  const busyRanges = useBusyRanges(client, dateKey);
  const closed = useClosedDays(client, now);
  const options = useMemo(
    () =>
      buildSlotOptions({
        dateKey,
        duration,
        busy: busyRanges.busy,
        closedDays: closed.closedDays,
        now,
        timeZone,
      }),
    [dateKey, duration, busyRanges.busy, closed.closedDays, now, timeZone],
  );
  const status: SlotsStatus = busyRanges.status === "idle" ? "no-date" : busyRanges.status;
  const settled = status === "ready" || status === "error";

  useEffect(() => {
    if (settled && time !== "" && !options.some((option) => option.value === time)) {
      onTimeInvalid();
    }
  }, [settled, time, options, onTimeInvalid]);

  const { refresh: refreshBusy } = busyRanges;
  const { refresh: refreshClosed } = closed;
  const refresh = useCallback(() => {
    refreshBusy();
    refreshClosed();
  }, [refreshBusy, refreshClosed]);

  return {
    options,
    status,
    closedDays: closed.closedDays,
    closedDaysPending: closed.pending,
    refresh,
  };
}
