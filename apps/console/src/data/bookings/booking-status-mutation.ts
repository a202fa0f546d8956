import type { BookingStatus, SPAM_STATUS } from "@innovatehub/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { invalidateBooking } from "./invalidate-booking";

/**
 * A status staff can move a booking to (a booking is pending only when it is made; closing as spam is its own
 * action, close-as-spam-mutation).
 */
export type BookingTarget = Exclude<BookingStatus, "pending" | typeof SPAM_STATUS>;

/** Changes a booking's status through the audited staff function (it refuses an illegal move). */
async function setBookingStatus(id: string, status: BookingTarget): Promise<BookingTarget> {
  await unwrap(supabase.rpc("staff_set_appointment_status", { p_id: id, p_status: status }));
  return status;
}

/** The booking, the inbox, the agenda and the free times are reloaded whatever the outcome. */
export function useSetBookingStatusMutation(
  id: string,
  callbacks: MutationCallbacks<BookingTarget, BookingTarget>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: BookingTarget) => setBookingStatus(id, status),
    ...callbacks,
    onSettled: () => invalidateBooking(queryClient, id),
  });
}
