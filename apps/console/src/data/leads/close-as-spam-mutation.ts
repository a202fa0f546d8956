import type { LeadKind } from "@innovatehub/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InboxFilters } from "./lead-filters";
import { supabase } from "../../lib/supabase";
import { invalidateBooking } from "../bookings/invalidate-booking";
import { unwrap } from "../errors";
import { invalidateInquiry } from "../inquiries/invalidate-inquiry";
import type { MutationCallbacks } from "../mutation-callbacks";
import { leadFilterArgs } from "./leads-query";

/** Closes one lead as spam (staff_close_as_spam refuses a lead already moved on: illegal_transition). */
async function closeAsSpam(kind: LeadKind, id: string): Promise<void> {
  await unwrap(
    supabase.rpc(
      "staff_close_as_spam",
      kind === "booking" ? { p_appointment_id: id } : { p_inquiry_id: id },
    ),
  );
}

export function useCloseAsSpamMutation(
  kind: LeadKind,
  id: string,
  callbacks: MutationCallbacks<void, void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeAsSpam(kind, id),
    ...callbacks,
    onSettled: () =>
      kind === "booking" ? invalidateBooking(queryClient, id) : invalidateInquiry(queryClient, id),
  });
}

/**
 * Closes every lead the inbox filters match that can still be closed as spam; resolves to how many were. Each call
 * closes one batch (so a flood never outlasts the API's statement timeout): it calls again until none is left.
 */
async function closeMatchingAsSpam(filters: InboxFilters): Promise<number> {
  let total = 0;
  for (;;) {
    const closed = await unwrap(
      supabase.rpc("staff_close_matching_as_spam", leadFilterArgs(filters)),
    );
    if (closed === 0) {
      return total;
    }
    total += closed;
  }
}

export function useCloseMatchingAsSpamMutation(callbacks: MutationCallbacks<number, InboxFilters>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMatchingAsSpam,
    ...callbacks,
    // Any lead of any screen may have closed (a booking frees its slot in the agenda and the free times too).
    onSettled: () => queryClient.invalidateQueries(),
  });
}
