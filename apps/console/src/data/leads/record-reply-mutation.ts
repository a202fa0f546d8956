import type { LeadKind } from "@innovatehub/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { invalidateBooking } from "../bookings/invalidate-booking";
import { unwrap } from "../errors";
import { invalidateInquiry } from "../inquiries/invalidate-inquiry";
import type { MutationCallbacks } from "../mutation-callbacks";

/** Records that staff replied outside the console; the first response is stamped once (staff_record_reply). */
async function recordReply(kind: LeadKind, id: string): Promise<void> {
  await unwrap(
    supabase.rpc(
      "staff_record_reply",
      kind === "booking" ? { p_appointment_id: id } : { p_inquiry_id: id },
    ),
  );
}

export function useRecordReplyMutation(
  kind: LeadKind,
  id: string,
  callbacks: MutationCallbacks<void, void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recordReply(kind, id),
    ...callbacks,
    onSettled: () =>
      kind === "booking" ? invalidateBooking(queryClient, id) : invalidateInquiry(queryClient, id),
  });
}
