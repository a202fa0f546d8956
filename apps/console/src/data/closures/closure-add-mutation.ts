import type { ClosureKind } from "@innovatehub/domain";
import type { DateKey } from "@innovatehub/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { invalidateClosures } from "./invalidate-closures";

export type NewClosure = { day: DateKey; reason: string; kind: ClosureKind; estimated: boolean };

/** Closes a day (admins only: the database refuses anyone else with admin_only); it writes an audit row. */
async function addClosure(closure: NewClosure): Promise<void> {
  await unwrap(
    supabase.rpc("staff_add_closure", {
      p_day: closure.day,
      p_reason: closure.reason,
      p_kind: closure.kind,
      p_estimated: closure.estimated,
    }),
  );
}

export function useAddClosureMutation(callbacks: MutationCallbacks<void, NewClosure>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addClosure,
    ...callbacks,
    onSettled: () => invalidateClosures(queryClient),
  });
}
