import { useSyncExternalStore } from "react";

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * False while React hydrates the prerendered HTML, true right after. The HTML was made without a URL query
 * or anything the visitor did, so hydration must render the defaults; state read from the URL or the page
 * takes over in the render that follows (no hydration mismatch). Controls that work only with the scripts
 * (dialog triggers, menu buttons) render disabled while it is false, so none looks ready before it is.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
