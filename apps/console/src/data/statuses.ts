import {
  bookingStatusValues,
  inquiryStatusValues,
  leadKindValues,
  type BookingStatus,
  type InquiryStatus,
  type LeadKind,
} from "@innovatehub/content";
import { DataError } from "./errors";

/**
 * The one place the database's `text` status columns become union types. The columns' check constraints hold
 * exactly these values, so a value outside them means the console and the database disagree: it is reported as
 * a load error, never shown as if it were known.
 */
export type LeadStatus = BookingStatus | InquiryStatus;

function narrow<Value extends string>(
  values: readonly Value[],
  what: string,
  value: string,
): Value {
  const known = values.find((candidate) => candidate === value);
  if (known === undefined) {
    throw new DataError({ message: `unknown_${what}`, code: "console" });
  }
  return known;
}

export const toBookingStatus = (value: string) =>
  narrow(bookingStatusValues, "booking_status", value);
export const toInquiryStatus = (value: string) =>
  narrow(inquiryStatusValues, "inquiry_status", value);
export const toLeadKind = (value: string): LeadKind => narrow(leadKindValues, "lead_kind", value);
