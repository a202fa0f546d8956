import type { QueryClient } from "@tanstack/react-query";
import { leadKeys } from "../leads/keys";
import { applicationKeys } from "./keys";

/**
 * Reloads the application, the list, its duplicates and the person views (which show its stage) whatever the
 * outcome, so the screen shows what the database holds.
 */
export function invalidateApplication(queryClient: QueryClient) {
  return Promise.all(
    [applicationKeys.all, leadKeys.people].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
