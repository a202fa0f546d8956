import { useEffect, useState } from "react";
import { loadPlaces, type Place, type PlaceList } from "./psgc";

export type PlacesState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; places: Place[] }
  | { status: "failed" };

function keyOf(list: PlaceList | null): string {
  return list === null ? "" : JSON.stringify(list);
}

/** One PSGC list, loaded when `list` is given (its parent chosen); `retry` after a failed fetch. */
export function usePlaces(list: PlaceList | null): { state: PlacesState; retry: () => void } {
  const [state, setState] = useState<PlacesState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const key = keyOf(list);

  useEffect(() => {
    if (key === "") {
      setState({ status: "idle" });
      return undefined;
    }
    let current = true;
    setState({ status: "loading" });
    const wanted: PlaceList = JSON.parse(key);
    loadPlaces(wanted).then(
      (places) => {
        if (current) {
          setState({ status: "ready", places });
        }
      },
      () => {
        if (current) {
          setState({ status: "failed" });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  return {
    state,
    retry: () => {
      setAttempt((count) => count + 1);
    },
  };
}
