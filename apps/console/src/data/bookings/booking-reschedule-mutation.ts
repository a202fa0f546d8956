import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { invalidateBooking } from "./invalidate-booking";

/** Moves a booking to a new time; the database judges the slot and e-mails the visitor. */
async function rescheduleBooking(id: string, scheduledAt: string): Promise<void> {
  await unwrap(
    supabase.rpc("staff_reschedule_appointment", { p_id: id, p_scheduled_at: scheduledAt }),
  );
}

export function useRescheduleBookingMutation(
  id: string,
  callbacks: MutationCallbacks<void, string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduledAt: string) => rescheduleBooking(id, scheduledAt),
    ...callbacks,
    onSettled: () => invalidateBooking(queryClient, id),
  });
}
