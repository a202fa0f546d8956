import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { calendarFeedKeys } from "./keys";

/** A new feed token for the signed-in member (the old link stops working); returned once, never stored clear. */
async function createCalendarFeed(): Promise<string> {
  return unwrap(supabase.rpc("staff_create_calendar_feed"));
}

async function revokeCalendarFeed(): Promise<void> {
  await unwrap(supabase.rpc("staff_revoke_calendar_feed"));
}

export function useCreateCalendarFeedMutation(callbacks: MutationCallbacks<string, void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}

export function useRevokeCalendarFeedMutation(callbacks: MutationCallbacks<void, void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
