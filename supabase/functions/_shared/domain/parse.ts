// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
import {
  bookingStatuses,
  meetingDurations,
  meetingTypes,
  type BookingStatus,
  type MeetingDuration,
  type MeetingType,
} from "./bookings.ts";
import { inquiryKinds, inquiryStatuses, type InquiryKind, type InquiryStatus } from "./inquiries.ts";
import { leadKinds, type LeadKind } from "./leads.ts";

/**
 * The database stores statuses and kinds as text (checked against these lists). Data read from it is narrowed
 * here, once, at the boundary, so screens work with the union types and never with a bare string.
 */
export class UnknownValueError extends Error {
  constructor(what: string, value: unknown) {
    super(`Unknown ${what}: ${JSON.stringify(value)}`);
    this.name = "UnknownValueError";
  }
}

function member<const Values extends readonly string[]>(values: Values, value: unknown): value is Values[number] {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

function parser<const Values extends readonly string[]>(what: string, values: Values) {
  return {
    is: (value: unknown): value is Values[number] => member(values, value),
    parse(value: unknown): Values[number] {
      if (!member(values, value)) {
        throw new UnknownValueError(what, value);
      }
      return value;
    },
  };
}

const bookingStatus = parser("booking status", bookingStatuses);
const inquiryStatus = parser("inquiry status", inquiryStatuses);
const inquiryKind = parser("inquiry kind", inquiryKinds);
const leadKind = parser("lead kind", leadKinds);

export const isBookingStatus: (value: unknown) => value is BookingStatus = bookingStatus.is;
export const parseBookingStatus: (value: unknown) => BookingStatus = bookingStatus.parse;
export const isInquiryStatus: (value: unknown) => value is InquiryStatus = inquiryStatus.is;
export const parseInquiryStatus: (value: unknown) => InquiryStatus = inquiryStatus.parse;
export const isInquiryKind: (value: unknown) => value is InquiryKind = inquiryKind.is;
export const parseInquiryKind: (value: unknown) => InquiryKind = inquiryKind.parse;
export const isLeadKind: (value: unknown) => value is LeadKind = leadKind.is;
export const parseLeadKind: (value: unknown) => LeadKind = leadKind.parse;

/** A lead's status, read by its kind. */
export function parseLeadStatus(kind: LeadKind, value: unknown): BookingStatus | InquiryStatus {
  return kind === "booking" ? parseBookingStatus(value) : parseInquiryStatus(value);
}

const meetingType = parser("meeting type", meetingTypes);
const meetingDuration = parser("meeting duration", meetingDurations);

export const parseMeetingType: (value: unknown) => MeetingType = meetingType.parse;
export const parseMeetingDuration: (value: unknown) => MeetingDuration = meetingDuration.parse;
