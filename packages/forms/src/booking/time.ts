import { tz, type TZDate } from "@date-fns/tz";
import { BUSINESS_TIME_ZONE, formatManilaTime, formatTimeIn } from "@innovatehub/domain";
import { format, isValid, parse } from "date-fns";

/** A calendar day as "yyyy-MM-dd". */
export type DateKey = string;
/** A wall-clock time as "HH:mm" (24-hour). */
export type TimeKey = string;

const DATE_KEY_FORMAT = "yyyy-MM-dd";
export const TIME_KEY_FORMAT = "HH:mm";
const DATE_TIME_FORMAT = `${DATE_KEY_FORMAT} ${TIME_KEY_FORMAT}`;
const SCHEDULED_AT_FORMAT = "yyyy-MM-dd'T'HH:mm:ssXXX";

export const inManila = tz(BUSINESS_TIME_ZONE);

/** The instant of a Manila wall-clock date and time. Throws a RangeError when either is not valid. */
export function manilaDateTime(dateKey: DateKey, time: TimeKey): TZDate {
  const instant = parse(`${dateKey} ${time}`, DATE_TIME_FORMAT, new Date(), { in: inManila });
  if (
    !isValid(instant) ||
    format(instant, DATE_TIME_FORMAT, { in: inManila }) !== `${dateKey} ${time}`
  ) {
    throw new RangeError(`Not a valid date and time: ${dateKey} ${time}`);
  }
  return instant;
}

export function isValidDateKey(dateKey: string): boolean {
  const day = parse(dateKey, DATE_KEY_FORMAT, new Date(), { in: inManila });
  return isValid(day) && format(day, DATE_KEY_FORMAT, { in: inManila }) === dateKey;
}

/**
 * `scheduled_at` for the appointments table: the Manila wall-clock time with its fixed +08:00 offset
 * (docs/product.md §10.1), e.g. "2026-11-23T09:00:00+08:00".
 */
export function toScheduledAt(dateKey: DateKey, time: TimeKey): string {
  return format(manilaDateTime(dateKey, time), SCHEDULED_AT_FORMAT, { in: inManila });
}

/** The Manila calendar day an instant falls on. */
export function manilaDateKey(instant: Date): DateKey {
  return format(instant, DATE_KEY_FORMAT, { in: inManila });
}

/** The visitor's IANA time zone as the browser reports it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export type SlotTimeDisplay = {
  /** "9:00 AM", Manila time. */
  manila: string;
  /** The same instant on the visitor's clock, "5:00 AM"; prefixed with the weekday when the day differs. */
  local: string;
  /** False when the visitor's clock shows the same date and time as Manila's. */
  localDiffers: boolean;
  localDayDiffers: boolean;
};

/** Shows a Manila time together with the visitor's equivalent (docs/product.md §10.1). */
export function describeSlotTime(
  instant: Date,
  timeZone: string = visitorTimeZone(),
): SlotTimeDisplay {
  const inVisitor = tz(timeZone);
  const manilaDay = format(instant, DATE_KEY_FORMAT, { in: inManila });
  const localDay = format(instant, DATE_KEY_FORMAT, { in: inVisitor });
  const manilaClock = format(instant, TIME_KEY_FORMAT, { in: inManila });
  const localClock = format(instant, TIME_KEY_FORMAT, { in: inVisitor });
  const localDayDiffers = manilaDay !== localDay;
  return {
    manila: formatManilaTime(instant, "time"),
    local: formatTimeIn(instant, timeZone, localDayDiffers ? "weekdayTime" : "time"),
    localDiffers: localDayDiffers || manilaClock !== localClock,
    localDayDiffers,
  };
}
