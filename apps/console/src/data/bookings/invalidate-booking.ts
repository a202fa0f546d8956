import type { QueryClient } from "@tanstack/react-query";
import { agendaKeys } from "../agenda/keys";
import { leadKeys } from "../leads/keys";
import { outcomeKeys } from "../outcomes/keys";
import { bookingKeys, busyRangeKeys } from "./keys";

/**
 * Everything a change to a booking can alter: the booking, the inbox, the agenda, the free times and the meetings
 * that need an outcome.
 */
export function invalidateBooking(queryClient: QueryClient, id: string) {
  return Promise.all(
    [bookingKeys.detail(id), leadKeys.all, agendaKeys.all, busyRangeKeys.all, outcomeKeys.all].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
