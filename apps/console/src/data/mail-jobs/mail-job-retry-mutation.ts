import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { bookingKeys } from "../bookings/keys";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";

/** Puts a failed e-mail back in the queue. */
async function retryMailJob(mailJobId: string): Promise<void> {
  await unwrap(supabase.rpc("staff_retry_mail_job", { p_id: mailJobId }));
}

/** The booking that owes the e-mail is reloaded whatever the outcome. */
export function useRetryMailJobMutation(
  bookingId: string,
  callbacks: MutationCallbacks<void, string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMailJob,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) }),
  });
}
