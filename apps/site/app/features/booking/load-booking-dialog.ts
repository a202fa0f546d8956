/**
 * The one dynamic import of the booking dialog. Everything heavy (supabase-js, zod,
 * react-day-picker) sits behind it, so no page pays for it before a visitor shows interest.
 */
export function loadBookingDialog() {
  return import("./booking-dialog");
}
