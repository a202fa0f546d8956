import { useSyncExternalStore } from "react";

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * False while React hydrates the prerendered HTML, true right after (and from the first render of anything
 * mounted later). The HTML was made without a URL query or anything the visitor did, so hydration must render
 * the defaults; state read from the URL or the page takes over in the render that follows (no hydration
 * mismatch). Controls that only work with the scripts render disabled while this is false.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
