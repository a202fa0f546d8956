import { useEffect } from "react";

/**
 * Sets `data-hydrated="true"` on <html> once React has hydrated, so end-to-end tests (and
 * anything else outside React) can wait for interactivity instead of guessing with timeouts.
 */
export function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
