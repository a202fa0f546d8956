export { buildTimeSlots, isBookableDay, type BusyRange, type ClosedDays } from "./slots";
export {
  describeSlotTime,
  manilaDateKey,
  toScheduledAt,
  visitorTimeZone,
  type DateKey,
} from "./time";
export { toAppointmentInsert, type AppointmentInsert } from "./appointment";
export { bookingFields } from "./fields";
export {
  bookingDefaults,
  bookingSchema,
  hasRequiredBookingValues,
  type BookingInput,
  type BookingPrefill,
  type BookingValues,
} from "./schema";
