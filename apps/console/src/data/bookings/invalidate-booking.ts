import type { QueryClient } from "@tanstack/react-query";
import { agendaKeys } from "../agenda/keys";
import { applicationKeys } from "../agents/keys";
import { closureKeys } from "../closures/keys";
import { leadKeys } from "../leads/keys";
import { outcomeKeys } from "../outcomes/keys";
import { bookingKeys, busyRangeKeys } from "./keys";

/**
 * Everything a new or changed booking can alter: the inbox, the agenda, the free times, the meetings that need an
 * outcome, the list of bookings on closed days and the applications (a meeting with an applicant).
 */
export function invalidateBookings(queryClient: QueryClient) {
  return Promise.all(
    [
      leadKeys.all,
      agendaKeys.all,
      busyRangeKeys.all,
      outcomeKeys.all,
      closureKeys.bookings,
      applicationKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** A change to one booking: its own page, and everything else it can alter. */
export function invalidateBooking(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.detail(id) }),
    invalidateBookings(queryClient),
  ]);
}
