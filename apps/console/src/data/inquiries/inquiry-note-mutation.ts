import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { invalidateInquiry } from "./invalidate-inquiry";

/** Adds a staff note to an inquiry (the database stamps its author and time). */
async function addInquiryNote(id: string, body: string): Promise<void> {
  await unwrap(supabase.rpc("staff_add_note", { p_body: body, p_inquiry_id: id }));
}

export function useAddInquiryNoteMutation(id: string, callbacks: MutationCallbacks<void, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addInquiryNote(id, body),
    ...callbacks,
    onSettled: () => invalidateInquiry(queryClient, id),
  });
}
