import { type RefCallback } from "react";

/**
 * A ref that moves focus to its element when it appears: after a change the buttons the visitor used are gone,
 * so focus (and, below the sticky header, the view) goes to what the change produced instead of the page's end.
 */
export const focusOnMount: RefCallback<HTMLElement> = (element) => {
  element?.focus();
};
