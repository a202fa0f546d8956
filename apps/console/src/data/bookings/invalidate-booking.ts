import type { QueryClient } from "@tanstack/react-query";
import { agendaKeys } from "../agenda/keys";
import { leadKeys } from "../leads/keys";
import { bookingKeys, busyRangeKeys } from "./keys";

/** Everything a change to a booking can alter: the booking, the inbox, the agenda and the free times. */
export function invalidateBooking(queryClient: QueryClient, id: string) {
  return Promise.all(
    [bookingKeys.detail(id), leadKeys.all, agendaKeys.all, busyRangeKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
