import { useCallback, useEffect, useState } from "react";
import type { ClosedDays } from "@innovatehub/forms/booking";
import type { AvailabilityBackend } from "../../lib/backend/site-backend";
import { fetchClosedDays } from "./fetch-closed-days";

const NONE: ClosedDays = new Map();

/**
 * How long the date picker waits for the closed days before it lets a visitor choose anyway: on a stalled prepaid
 * connection the call may never settle, and a picker that waited for it would offer no day at all.
 */
export const CLOSED_DAYS_WAIT_MS = 8_000;

/**
 * The closed days of the booking horizon, fetched once per form and again on `refresh()`. `pending` holds until the
 * first call settles or `CLOSED_DAYS_WAIT_MS` passes, so the date picker offers no day whose status is unknown while
 * it can still learn it. When that call fails or is late, none are known closed: the database still refuses a closed
 * day, and the form says why; days that arrive late still close. A refresh keeps the days it has.
 */
export function useClosedDays(
  client: AvailabilityBackend,
  now: Date,
): { closedDays: ClosedDays; pending: boolean; refresh: () => void } {
  const [closedDays, setClosedDays] = useState<ClosedDays>(NONE);
  const [pending, setPending] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    const stopWaiting = () => {
      if (current) {
        setPending(false);
      }
    };
    const waitEnds = window.setTimeout(stopWaiting, CLOSED_DAYS_WAIT_MS);
    fetchClosedDays(client, now).then(
      (days) => {
        if (current) {
          setClosedDays(days);
        }
        stopWaiting();
      },
      (error: unknown) => {
        console.error("Closed days check failed", {
          error: error instanceof Error ? error.message : typeof error,
        });
        stopWaiting();
      },
    );
    return () => {
      current = false;
      window.clearTimeout(waitEnds);
    };
  }, [client, now, generation]);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  return { closedDays, pending, refresh };
}
