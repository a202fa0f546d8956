import type { ComponentProps } from "react";
import { FADE_MODE_ATTRIBUTE, FADE_UP_CLASS, type FadeMode } from "../lib/fade-up";

/** Attributes that mark any element for the fade-up effect, e.g. `<section {...fadeUp()}>`. */
export function fadeUp(mode: FadeMode = "top", className?: string) {
  return {
    className: className ? `${FADE_UP_CLASS} ${className}` : FADE_UP_CLASS,
    [FADE_MODE_ATTRIBUTE]: mode,
  };
}

type FadeUpProps = ComponentProps<"div"> & { mode?: FadeMode };

/** A block that fades up into view (docs/product.md §2); visible without JavaScript. */
export function FadeUp({ mode = "top", className, ...props }: FadeUpProps) {
  return <div data-slot="fade-up" {...props} {...fadeUp(mode, className)} />;
}
