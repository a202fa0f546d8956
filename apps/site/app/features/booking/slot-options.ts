import { BUSINESS_TIME_ZONE_LABEL, type MeetingDuration } from "@innovatehub/domain";
import { bookingDialog } from "@innovatehub/content";
import {
  buildTimeSlots,
  describeSlotTime,
  type BusyRange,
  type DateKey,
} from "@innovatehub/forms/booking";

export type SlotOption = { value: string; label: string };

type SlotOptionsInput = {
  dateKey: DateKey;
  duration: MeetingDuration;
  busy: readonly BusyRange[];
  now: Date;
  /** The visitor's IANA zone; the label adds their local time when it differs from Manila's. */
  timeZone: string;
};

/** The time select's options: the day's slots minus taken and past ones, labelled in PHT. */
export function buildSlotOptions({
  dateKey,
  duration,
  busy,
  now,
  timeZone,
}: SlotOptionsInput): SlotOption[] {
  if (dateKey === "") {
    return [];
  }
  return buildTimeSlots(dateKey, duration, { busy, now }).map((slot) => {
    const display = describeSlotTime(slot.startsAt, timeZone);
    return {
      value: slot.time,
      label: display.localDiffers
        ? bookingDialog.localTimeHint(display.manila, display.local)
        : `${display.manila} ${BUSINESS_TIME_ZONE_LABEL}`,
    };
  });
}
