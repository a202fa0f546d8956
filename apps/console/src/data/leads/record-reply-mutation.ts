import type { LeadKind } from "@innovatehub/domain";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { invalidateApplication } from "../agents/invalidate-application";
import { invalidateBooking } from "../bookings/invalidate-booking";
import { unwrap } from "../errors";
import { invalidateInquiry } from "../inquiries/invalidate-inquiry";
import type { MutationCallbacks } from "../mutation-callbacks";

/** What a reply answers: a booking, an inquiry or an agent application. */
export type RepliedKind = LeadKind | "agent_application";

/**
 * Records that staff replied outside the console; the first response is stamped once (staff_record_reply, or
 * staff_record_agent_reply for an application).
 */
async function recordReply(kind: RepliedKind, id: string): Promise<void> {
  if (kind === "agent_application") {
    await unwrap(supabase.rpc("staff_record_agent_reply", { p_id: id }));
    return;
  }
  await unwrap(
    supabase.rpc(
      "staff_record_reply",
      kind === "booking" ? { p_appointment_id: id } : { p_inquiry_id: id },
    ),
  );
}

function invalidate(queryClient: QueryClient, kind: RepliedKind, id: string) {
  if (kind === "agent_application") {
    return invalidateApplication(queryClient);
  }
  return kind === "booking"
    ? invalidateBooking(queryClient, id)
    : invalidateInquiry(queryClient, id);
}

export function useRecordReplyMutation(
  kind: RepliedKind,
  id: string,
  callbacks: MutationCallbacks<void, void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recordReply(kind, id),
    ...callbacks,
    onSettled: () => invalidate(queryClient, kind, id),
  });
}
