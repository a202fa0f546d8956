import {
  BOOKING_INITIAL_STATUS,
  type Duration,
  type LeadSource,
  type MeetingType,
} from "@innovatehub/content";
import type { BookingValues } from "./schema";
import { toScheduledAt } from "./time";

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
  duration: Duration;
  meeting_type: MeetingType;
  topic: string;
  notes: string | null;
  status: typeof BOOKING_INITIAL_STATUS;
  /** The visit's first-touch source (docs/product.md §14.1); null or absent for a direct visit. */
  source?: LeadSource | null;
  /** The bot trap: sent only when something filled it, and then the database stores nothing. */
  honeypot?: string;
};

export function toAppointmentInsert(values: BookingValues, id: string): AppointmentInsert {
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
  };
}
