import type { InquiryStatus } from "@innovatehub/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { invalidateInquiry } from "./invalidate-inquiry";

/** Moves an inquiry through the audited staff function (it refuses an illegal move). */
async function setInquiryStatus(id: string, status: InquiryStatus): Promise<InquiryStatus> {
  await unwrap(supabase.rpc("staff_set_inquiry_status", { p_id: id, p_status: status }));
  return status;
}

export function useSetInquiryStatusMutation(
  id: string,
  callbacks: MutationCallbacks<InquiryStatus, InquiryStatus>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: InquiryStatus) => setInquiryStatus(id, status),
    ...callbacks,
    onSettled: () => invalidateInquiry(queryClient, id),
  });
}
