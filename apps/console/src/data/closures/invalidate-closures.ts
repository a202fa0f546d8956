import type { QueryClient } from "@tanstack/react-query";
import { agendaKeys } from "../agenda/keys";
import { busyRangeKeys } from "../bookings/keys";
import { closureKeys } from "./keys";

/** Everything a closed or reopened day alters: the closures, their bookings, the agenda and the free times. */
export function invalidateClosures(queryClient: QueryClient) {
  return Promise.all(
    [closureKeys.all, agendaKeys.all, busyRangeKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
