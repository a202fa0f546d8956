import type { DateKey } from "@innovatehub/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { invalidateClosures } from "./invalidate-closures";

/** Reopens a day (admins only, today or later); it writes an audit row. */
async function removeClosure(day: DateKey): Promise<void> {
  await unwrap(supabase.rpc("staff_remove_closure", { p_day: day }));
}

export function useRemoveClosureMutation(callbacks: MutationCallbacks<void, DateKey>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeClosure,
    ...callbacks,
    onSettled: () => invalidateClosures(queryClient),
  });
}
