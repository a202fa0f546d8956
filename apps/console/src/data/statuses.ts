import {
  parseBookingStatus,
  parseInquiryStatus,
  UnknownValueError,
  type BookingStatus,
  type InquiryStatus,
} from "@innovatehub/domain";
import { DataError } from "./errors";

/**
 * The one place the database's `text` status columns become union types, with @innovatehub/domain's narrowing.
 * The columns' check constraints hold exactly the domain's values (the contract test proves it), so a value outside
 * them means the console and the database disagree: it is reported as a load error, never shown as if it were known.
 */
export function narrowed<Value>(read: () => Value): Value {
  try {
    return read();
  } catch (error) {
    if (error instanceof UnknownValueError) {
      throw new DataError({ message: error.code, code: "console" });
    }
    throw error;
  }
}

export const toBookingStatus = (value: string): BookingStatus =>
  narrowed(() => parseBookingStatus(value));
export const toInquiryStatus = (value: string): InquiryStatus =>
  narrowed(() => parseInquiryStatus(value));
