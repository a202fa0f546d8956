import type { QueryClient } from "@tanstack/react-query";
import { applicationKeys } from "./keys";

/** Reloads the application and the list whatever the outcome, so the screen shows what the database holds. */
export function invalidateApplication(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: applicationKeys.all });
}
