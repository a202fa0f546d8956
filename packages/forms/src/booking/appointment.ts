import {
  BOOKING_INITIAL_STATUS,
  toScheduledAt,
  type MeetingDuration,
  type MeetingType,
} from "@innovatehub/domain";
import type { LeadSource } from "@innovatehub/content/shared";
import type { BookingValues } from "./schema";

/** One row for the `appointments` insert (docs/product.md §3 "Appointment", docs/product.md §10.1-10.2). */
export type AppointmentInsert = {
  /** Generated in the browser (`crypto.randomUUID()`), so a retry is idempotent. */
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** ISO timestamp with the +08:00 Manila offset. */
  scheduled_at: string;
  duration: MeetingDuration;
  meeting_type: MeetingType;
  topic: string;
  notes: string | null;
  status: typeof BOOKING_INITIAL_STATUS;
  /** The visit's first-touch source (docs/product.md §14.1); null or absent for a direct visit. */
  source?: LeadSource | null;
  /** The visitor's IANA zone, for the second clock in their reminders; null when the browser gave none usable. */
  visitor_time_zone: string | null;
  /** The bot trap: sent only when something filled it, and then the database stores nothing. */
  honeypot?: string;
};

/** The longest zone name the database keeps, and the shape it accepts (appointments_visitor_time_zone_shape). */
const TIME_ZONE_NAME_MAX_LENGTH = 64;
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+/-]*$/;

/** An IANA name the database accepts, or null: a browser's odd answer never costs the visitor their booking. */
function storableTimeZone(zone: string | undefined): string | null {
  return zone !== undefined && zone.length <= TIME_ZONE_NAME_MAX_LENGTH && TIME_ZONE_NAME.test(zone)
    ? zone
    : null;
}

export function toAppointmentInsert(
  values: BookingValues,
  id: string,
  timeZone: string | undefined,
): AppointmentInsert {
  return {
    id,
    name: values.name,
    email: values.email,
    phone: values.phone ?? null,
    company: values.company ?? null,
    scheduled_at: toScheduledAt(values.date, values.time),
    duration: values.duration,
    meeting_type: values.meetingType,
    topic: values.topic,
    notes: values.notes ?? null,
    status: BOOKING_INITIAL_STATUS,
    visitor_time_zone: storableTimeZone(timeZone),
  };
}
