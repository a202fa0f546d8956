import type { QueryClient } from "@tanstack/react-query";
import { leadKeys } from "../leads/keys";
import { inquiryKeys } from "./keys";

/** Reloads the inquiry and the inbox whatever the outcome, so the screen shows what the database holds. */
export function invalidateInquiry(queryClient: QueryClient, id: string) {
  return Promise.all(
    [inquiryKeys.detail(id), leadKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
