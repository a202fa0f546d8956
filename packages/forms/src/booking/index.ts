export { toAppointmentInsert, type AppointmentInsert } from "./appointment";
export {
  bookingDefaults,
  bookingSchema,
  hasRequiredBookingValues,
  type BookingInput,
  type BookingPrefill,
  type BookingValues,
} from "./schema";
export * from "./slots-entry";
