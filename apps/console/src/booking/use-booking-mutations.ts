import { consoleBookingCopy, type BookingStatus } from "@innovatehub/content";
import { toast } from "@innovatehub/ui/sonner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { agendaQueryKey } from "../agenda/use-agenda";
import { leadsQueryKey } from "../inbox/use-leads";
import { supabase } from "../lib/supabase";
import { bookingQueryKey } from "./use-booking";

type Target = Exclude<BookingStatus, "pending">;

function isIllegalTransition(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "message" in error &&
    error.message === "illegal_transition"
  );
}

/** Changes a booking's status; the booking and the inbox are reloaded whatever the outcome. */
export function useSetBookingStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: Target) => {
      const { error } = await supabase.rpc("staff_set_appointment_status", {
        p_id: id,
        p_status: status,
      });
      if (error) {
        throw error;
      }
      return status;
    },
    onSuccess: (status) => toast.success(consoleBookingCopy.actions[status].done),
    onError: (error) =>
      toast.error(
        isIllegalTransition(error)
          ? consoleBookingCopy.illegalTransition
          : consoleBookingCopy.actionFailed,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
        queryClient.invalidateQueries({ queryKey: agendaQueryKey }),
      ]),
  });
}

/** Puts a failed e-mail back in the queue. */
export function useRetryMailJob(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mailJobId: string) => {
      const { error } = await supabase.rpc("staff_retry_mail_job", { p_id: mailJobId });
      if (error) {
        throw error;
      }
    },
    onSuccess: () => toast.success(consoleBookingCopy.retryDone),
    onError: () => toast.error(consoleBookingCopy.retryFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingQueryKey(bookingId) }),
  });
}
