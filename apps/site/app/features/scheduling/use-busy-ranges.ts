import { useCallback, useEffect, useState } from "react";
import type { DateKey } from "@innovatehub/domain";
import type { BusyRange } from "@innovatehub/forms/booking";
import type { AvailabilityBackend } from "../../lib/backend/site-backend";
import { fetchBusyRanges } from "./fetch-busy-ranges";

export type BusyRangesState =
  | { status: "idle"; busy: readonly BusyRange[] }
  | { status: "loading"; busy: readonly BusyRange[] }
  | { status: "ready"; busy: readonly BusyRange[] }
  | { status: "error"; busy: readonly BusyRange[] };

const NONE: readonly BusyRange[] = [];

/** Busy ranges for the chosen day, fetched when the day changes and again on `refresh()`. */
export function useBusyRanges(
  client: AvailabilityBackend,
  dateKey: DateKey,
): BusyRangesState & { refresh: () => void } {
  const [state, setState] = useState<BusyRangesState>({ status: "idle", busy: NONE });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (dateKey === "") {
      setState({ status: "idle", busy: NONE });
      return undefined;
    }
    let current = true;
    setState({ status: "loading", busy: NONE });
    fetchBusyRanges(client, dateKey).then(
      (busy) => {
        if (current) {
          setState({ status: "ready", busy });
        }
      },
      (error: unknown) => {
        // Availability is advisory (the database refuses overlaps anyway): offer the slots, say so.
        console.error("Availability check failed", {
          error: error instanceof Error ? error.message : typeof error,
        });
        if (current) {
          setState({ status: "error", busy: NONE });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [client, dateKey, generation]);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, refresh };
}
