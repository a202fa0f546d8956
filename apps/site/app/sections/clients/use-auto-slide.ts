import { useEffect } from "react";
import type { CarouselApi } from "@innovatehub/ui/carousel";

/** The part of the carousel API auto-slide drives; a test can pass a fake. */
export type AutoSlideTarget = Pick<
  NonNullable<CarouselApi>,
  "canScrollNext" | "scrollNext" | "scrollTo"
>;

type AutoSlideOptions = { intervalMs: number; enabled: boolean };

/**
 * docs/product.md §4: when enabled, the client carousel advances one slide (a quarter of the width at four
 * per view) every interval, and wraps to the start after the last one.
 */
export function useAutoSlide(
  target: AutoSlideTarget | undefined,
  { intervalMs, enabled }: AutoSlideOptions,
): void {
  useEffect(() => {
    if (!enabled || target === undefined) {
      return;
    }
    const timer = window.setInterval(() => {
      if (target.canScrollNext()) {
        target.scrollNext();
      } else {
        target.scrollTo(0);
      }
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [target, intervalMs, enabled]);
}
