import { useCallback, useEffect, useState } from "react";
import type { ClosedDays } from "@innovatehub/forms/booking";
import type { AvailabilityBackend } from "../../lib/backend/site-backend";
import { fetchClosedDays } from "./fetch-closed-days";

const NONE: ClosedDays = new Map();

/**
 * The closed days of the booking horizon, fetched once per form and again on `refresh()`. `pending` holds until the
 * first call settles, so the date picker offers no day whose status is unknown; when that call fails, none are
 * known closed: the database still refuses a closed day, and the form says why. A refresh keeps the days it has.
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
    fetchClosedDays(client, now).then(
      (days) => {
        if (current) {
          setClosedDays(days);
          setPending(false);
        }
      },
      (error: unknown) => {
        console.error("Closed days check failed", {
          error: error instanceof Error ? error.message : typeof error,
        });
        if (current) {
          setPending(false);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [client, now, generation]);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  return { closedDays, pending, refresh };
}
