import { useEffect, type RefObject } from "react";

/**
 * Calls `onNear` once, when the element comes within `marginPx` of the viewport: the moment to load
 * code a part of the page needs only when the visitor gets there. Without IntersectionObserver there
 * is no way to tell, so it calls `onNear` at once.
 */
export function useWhenNearViewport(ref: RefObject<Element | null>, onNear: () => void, marginPx: number): void {
  useEffect(() => {
    const element = ref.current;
    if (element === null) {
      return undefined;
    }
    if (typeof IntersectionObserver === "undefined") {
      onNear();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onNear();
        }
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, onNear, marginPx]);
}
