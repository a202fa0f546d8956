import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { invalidateInquiry } from "./invalidate-inquiry";

/** A staff member an inquiry is assigned to, or null to unassign. */
export type Assignee = { userId: string; email: string } | null;

async function assignInquiry(id: string, assignee: Assignee): Promise<Assignee> {
  await unwrap(
    supabase.rpc("staff_assign_inquiry", {
      p_id: id,
      // The function's argument is nullable (null unassigns); the generated type does not say so.
      p_assignee: (assignee?.userId ?? null) as string,
    }),
  );
  return assignee;
}

export function useAssignInquiryMutation(
  id: string,
  callbacks: MutationCallbacks<Assignee, Assignee>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignee: Assignee) => assignInquiry(id, assignee),
    ...callbacks,
    onSettled: () => invalidateInquiry(queryClient, id),
  });
}
