import { type InquiryStatus } from "@innovatehub/domain";
import { consoleInquiryCopy, leadStatusLabel } from "@innovatehub/content";
import { toast } from "@innovatehub/ui/sonner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isIllegalTransition } from "../booking/use-booking-mutations";
import { leadsQueryKey } from "../inbox/use-leads";
import { supabase } from "../lib/supabase";
import { inquiryQueryKey } from "./use-inquiry";

const copy = consoleInquiryCopy;

function throwIf(error: unknown): void {
  if (error) {
    throw error;
  }
}

/** Reloads the inquiry and the inbox whatever the outcome, so the screen shows what the database holds. */
function useInvalidateInquiry(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inquiryQueryKey(id) }),
      queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
    ]);
}

export function useSetInquiryStatus(id: string) {
  const onSettled = useInvalidateInquiry(id);
  return useMutation({
    mutationFn: async (status: InquiryStatus) => {
      const { error } = await supabase.rpc("staff_set_inquiry_status", {
        p_id: id,
        p_status: status,
      });
      throwIf(error);
      return status;
    },
    onSuccess: (status) => toast.success(copy.moved(leadStatusLabel(status))),
    onError: (error) =>
      toast.error(isIllegalTransition(error) ? copy.illegalTransition : copy.moveFailed),
    onSettled,
  });
}

/** `assignee` is a staff member (user id and e-mail) or null to unassign. */
export function useAssignInquiry(id: string) {
  const onSettled = useInvalidateInquiry(id);
  return useMutation({
    mutationFn: async (assignee: { userId: string; email: string } | null) => {
      const { error } = await supabase.rpc("staff_assign_inquiry", {
        p_id: id,
        // The function's argument is nullable (null unassigns); the generated type does not say so.
        p_assignee: (assignee?.userId ?? null) as string,
      });
      throwIf(error);
      return assignee;
    },
    onSuccess: (assignee) =>
      toast.success(assignee ? copy.assigned(assignee.email) : copy.unassignedDone),
    onError: () => toast.error(copy.assignFailed),
    onSettled,
  });
}

export function useAddInquiryNote(id: string) {
  const onSettled = useInvalidateInquiry(id);
  return useMutation({
    mutationFn: async (body: string) => {
      const { error } = await supabase.rpc("staff_add_note", { p_body: body, p_inquiry_id: id });
      throwIf(error);
    },
    onSuccess: () => toast.success(copy.noteAdded),
    onError: () => toast.error(copy.noteFailed),
    onSettled,
  });
}
