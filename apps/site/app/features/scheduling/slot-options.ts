import {
  BUSINESS_TIME_ZONE_LABEL,
  type MeetingDuration,
  describeSlotTime,
  type DateKey,
} from "@innovatehub/domain";
import { bookingDialog } from "@innovatehub/content/site";
import { buildTimeSlots, type BusyRange, type ClosedDays } from "@innovatehub/forms/booking";

export type SlotOption = { value: string; label: string };

type SlotOptionsInput = {
  dateKey: DateKey;
  duration: MeetingDuration;
  busy: readonly BusyRange[];
  closedDays: ClosedDays;
  now: Date;
  /** The visitor's IANA zone; the label adds their local time when it differs from Manila's. */
  timeZone: string;
};

/** The time select's options: the day's slots minus taken ones and those inside the notice, labelled in PHT. */
export function buildSlotOptions({
  dateKey,
  duration,
  busy,
  closedDays,
  now,
  timeZone,
}: SlotOptionsInput): SlotOption[] {
  if (dateKey === "") {
    return [];
  }
  return buildTimeSlots(dateKey, duration, { busy, now, closedDays }).map((slot) => {
    const display = describeSlotTime(slot.startsAt, timeZone);
    return {
      value: slot.time,
      label: display.localDiffers
        ? bookingDialog.localTimeHint(display.manila, display.local)
        : `${display.manila} ${BUSINESS_TIME_ZONE_LABEL}`,
    };
  });
}
