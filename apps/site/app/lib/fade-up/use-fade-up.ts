import { useEffect } from "react";
import { useLocation } from "react-router";
import {
  FADE_IN_CLASS,
  FADE_PENDING_CLASS,
  FADE_UP_CLASS,
  fadeModeOf,
  isInFadeView,
} from "./fade-up";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function revealInView(root: ParentNode, hideBelowFold: boolean): void {
  const viewportHeightPx = window.innerHeight;
  const waiting = root.querySelectorAll<HTMLElement>(`.${FADE_UP_CLASS}:not(.${FADE_IN_CLASS})`);
  for (const element of waiting) {
    const box = element.getBoundingClientRect();
    if (isInFadeView(box, viewportHeightPx, fadeModeOf(element))) {
      element.classList.add(FADE_IN_CLASS);
      element.classList.remove(FADE_PENDING_CLASS);
    } else if (hideBelowFold) {
      element.classList.add(FADE_PENDING_CLASS);
    }
  }
}

/**
 * Fade-up: marked elements gain the fade-in class once in view, checked on load
 * and on every scroll. Content is never hidden by the HTML itself: only after hydration are elements
 * that are still below the fold hidden (so nothing visible flashes or shifts), and under reduced
 * motion nothing is hidden at all.
 */
export function useFadeUp(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const hideBelowFold = !window.matchMedia(REDUCED_MOTION_QUERY).matches;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => revealInView(document, hideBelowFold));
    };
    revealInView(document, hideBelowFold);
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, [pathname]);
}
