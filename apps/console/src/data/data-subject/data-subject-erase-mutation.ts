import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { leadKeys } from "../leads/keys";
import type { MutationCallbacks } from "../mutation-callbacks";
import { dataSubjectKeys } from "./keys";

/**
 * `data_subject_erase` returns how many bookings, inquiries and agent applications it erased, and how many
 * agencies' applications it kept (the record-keeping rule), as jsonb.
 */
const erasedCounts = z.object({
  appointments: z.number(),
  inquiries: z.number(),
  agent_applications: z.number(),
  kept_agent_applications: z.number(),
});

export type Erased = z.infer<typeof erasedCounts>;

/**
 * Erases every booking, inquiry and agent application of the address but an agency's (their e-mails, notes and
 * history go with them; the database queues an application's files for deletion from Storage).
 */
async function eraseDataSubject(email: string): Promise<Erased> {
  return erasedCounts.parse(await unwrap(supabase.rpc("data_subject_erase", { p_email: email })));
}

/** Looks again afterwards, so the screen shows what is left, and reloads the inbox. */
export function useEraseDataSubjectMutation(
  email: string,
  callbacks: MutationCallbacks<Erased, void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseDataSubject(email),
    ...callbacks,
    onSettled: () =>
      Promise.all(
        [dataSubjectKeys.lookup(email), leadKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
