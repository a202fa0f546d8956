import { BOOKING_INITIAL_STATUS } from "@innovatehub/domain";
import type { TablesInsert } from "@innovatehub/database";
import type { BookingValues } from "./schema";
import { toScheduledAt } from "./time";

/**
 * One row for the `appointments` insert (docs/product.md §3 "Appointment", §10.1-10.2), as the generated database
 * types declare it. The id is made in the browser (`crypto.randomUUID()`), so a retry is idempotent; `source` is the
 * visit's first touch (docs/product.md §14.1) and `honeypot` the bot trap, sent only when something filled it.
 */
export type AppointmentInsert = TablesInsert<"appointments"> & { id: string };

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
