import { useEffect, useState } from "react";

/**
 * Whether the window is scrolled further than `thresholdPx`. Starts false so the prerendered
 * HTML and the first client render agree; the real position is read right after hydration.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > thresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [thresholdPx]);

  return scrolledPast;
}
