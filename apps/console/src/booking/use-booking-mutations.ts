import { type BookingStatus } from "@innovatehub/domain";
import { consoleBookingCopy, consoleRescheduleCopy } from "@innovatehub/content";
import { toast } from "@innovatehub/ui/sonner";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { agendaQueryKey } from "../agenda/use-agenda";
import { leadsQueryKey } from "../inbox/use-leads";
import { supabase } from "../lib/supabase";
import { bookingQueryKey } from "./use-booking";
import { busyRangesQueryKey } from "./use-busy-ranges";

type Target = Exclude<BookingStatus, "pending">;

/** Whether the database refused with this reason (the `message` of its PT4xx errors). */
function isRefusal(error: unknown, reason: string): boolean {
  return (
    typeof error === "object" && error !== null && "message" in error && error.message === reason
  );
}

export const isIllegalTransition = (error: unknown) => isRefusal(error, "illegal_transition");

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
    onSettled: () => invalidateBooking(queryClient, id),
  });
}

/** Everything a change to a booking can alter: the booking, the inbox, the agenda and the free times. */
function invalidateBooking(queryClient: QueryClient, id: string) {
  return Promise.all(
    [bookingQueryKey(id), leadsQueryKey, agendaQueryKey, busyRangesQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

function rescheduleMessage(error: unknown): string {
  if (isRefusal(error, "slot_taken")) {
    return consoleRescheduleCopy.slotTaken;
  }
  if (isRefusal(error, "slot_in_past")) {
    return consoleRescheduleCopy.slotInPast;
  }
  return isIllegalTransition(error)
    ? consoleBookingCopy.illegalTransition
    : consoleRescheduleCopy.failed;
}

/** Moves a booking to a new time (the database judges the slot and e-mails the visitor). */
export function useRescheduleBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scheduledAt: string) => {
      const { error } = await supabase.rpc("staff_reschedule_appointment", {
        p_id: id,
        p_scheduled_at: scheduledAt,
      });
      if (error) {
        throw error;
      }
    },
    onSuccess: () => toast.success(consoleRescheduleCopy.done),
    onError: (error) => toast.error(rescheduleMessage(error)),
    onSettled: () => invalidateBooking(queryClient, id),
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
