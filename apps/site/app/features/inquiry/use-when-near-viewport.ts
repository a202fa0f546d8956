import { useEffect, type RefObject } from "react";

/** Calls `onNear` once, when the element comes within `marginPx` of the viewport. */
export function useWhenNearViewport(ref: RefObject<Element | null>, onNear: () => void, marginPx: number): void {
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof IntersectionObserver === "undefined") {
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
