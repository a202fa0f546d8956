import { FADE_IN_VIEWPORT_RATIO, HOME_FADE_IN_VISIBILITY_RATIO } from "@innovatehub/content/site";

/** Class that marks an element for the fade-up effect: it fades in as it scrolls into view without moving (docs/decisions.md D82). */
export const FADE_UP_CLASS = "fade-up";
/** Class an element gains once it has come into view. */
export const FADE_IN_CLASS = "fade-in";
/** Class for elements the script found below the fold: hidden until they fade in. */
export const FADE_PENDING_CLASS = "fade-pending";
/** Attribute choosing how an element counts as "in view". */
const FADE_MODE_ATTRIBUTE = "data-fade-mode";

/**
 * `top`: the element's top edge is above 90% of the viewport height (every page).
 * `visibility`: about 10% of the element is inside the viewport (the home page).
 */
export type FadeMode = "top" | "visibility";

type Box = { top: number; bottom: number; height: number };

export function isInFadeView(box: Box, viewportHeightPx: number, mode: FadeMode): boolean {
  if (mode === "top") {
    return box.top < viewportHeightPx * FADE_IN_VIEWPORT_RATIO;
  }
  const visiblePx = Math.min(box.bottom, viewportHeightPx) - Math.max(box.top, 0);
  if (box.height <= 0) {
    return box.top < viewportHeightPx && box.bottom > 0;
  }
  return visiblePx / box.height >= HOME_FADE_IN_VISIBILITY_RATIO;
}

export function fadeModeOf(element: Element): FadeMode {
  return element.getAttribute(FADE_MODE_ATTRIBUTE) === "visibility" ? "visibility" : "top";
}

/** Attributes that mark any element for the fade-up effect, e.g. `<section {...fadeUp()}>`. */
export function fadeUp(mode: FadeMode = "top", className?: string) {
  return {
    className: className ? `${FADE_UP_CLASS} ${className}` : FADE_UP_CLASS,
    [FADE_MODE_ATTRIBUTE]: mode,
  };
}
