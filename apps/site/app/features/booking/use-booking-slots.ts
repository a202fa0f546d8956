import { useEffect, useMemo } from "react";
import type { MeetingDuration } from "@innovatehub/domain";
import type { DateKey } from "@innovatehub/forms/booking";
import type { AvailabilityBackend } from "../../lib/backend/site-backend";
import { buildSlotOptions, type SlotOption } from "./slot-options";
import type { SlotsStatus } from "./time-slot-field";
import { useBusyRanges } from "./use-busy-ranges";

type UseBookingSlotsInput = {
  client: AvailabilityBackend;
  dateKey: DateKey;
  duration: MeetingDuration;
  time: string;
  now: Date;
  timeZone: string;
  /** Called when the chosen time is no longer offered (duration changed, or the slot was taken). */
  onTimeInvalid: () => void;
};

type BookingSlots = { options: SlotOption[]; status: SlotsStatus; refresh: () => void };

/** The offered times for the chosen day and duration; drops a chosen time that stops being offered. */
export function useBookingSlots({
  client,
  dateKey,
  duration,
  time,
  now,
  timeZone,
  onTimeInvalid,
}: UseBookingSlotsInput): BookingSlots {
  const busyRanges = useBusyRanges(client, dateKey);
  const options = useMemo(
    () => buildSlotOptions({ dateKey, duration, busy: busyRanges.busy, now, timeZone }),
    [dateKey, duration, busyRanges.busy, now, timeZone],
  );
  const status: SlotsStatus = busyRanges.status === "idle" ? "no-date" : busyRanges.status;
  const settled = status === "ready" || status === "error";

  useEffect(() => {
    if (settled && time !== "" && !options.some((option) => option.value === time)) {
      onTimeInvalid();
    }
  }, [settled, time, options, onTimeInvalid]);

  return { options, status, refresh: busyRanges.refresh };
}
