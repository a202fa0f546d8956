import { useCallback, useEffect, useState } from "react";
import type { ClosedDays } from "@innovatehub/forms/booking";
import type { AvailabilityBackend } from "../../lib/backend/site-backend";
import { fetchClosedDays } from "./fetch-closed-days";

const NONE: ClosedDays = new Map();

/**
 * The closed days of the booking horizon, fetched once per form and again on `refresh()`. While loading, or when
 * the call fails, none are known: the database still refuses a closed day, and the form says why.
 */
export function useClosedDays(
  client: AvailabilityBackend,
  now: Date,
): { closedDays: ClosedDays; refresh: () => void } {
  const [closedDays, setClosedDays] = useState<ClosedDays>(NONE);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    fetchClosedDays(client, now).then(
      (days) => {
        if (current) {
          setClosedDays(days);
        }
      },
      (error: unknown) => {
        console.error("Closed days check failed", {
          error: error instanceof Error ? error.message : typeof error,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [client, now, generation]);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  return { closedDays, refresh };
}
