import type * as React from "react";

import { cn } from "../lib/utils";

/**
 * A styled native checkbox with the look of `Checkbox`: it works before hydration, posts with its form and
 * takes a `ref` (form libraries can register it). The tick is drawn over the box and ignores the pointer.
 */
function NativeCheckbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <span data-slot="native-checkbox-wrapper" className="relative inline-grid size-5 shrink-0 place-items-center">
      <input
        type="checkbox"
        data-slot="native-checkbox"
        className={cn(
          "peer col-start-1 row-start-1 size-5 cursor-pointer appearance-none rounded-sm border border-input bg-background shadow-elevation-1 transition-shadow outline-none",
          "focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          "checked:border-primary checked:bg-primary",
          className,
        )}
        {...props}
      />
      {/* Drawn inline: an icon component's runtime would cost more than the path. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="pointer-events-none col-start-1 row-start-1 size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
      >
        <path d="M20 6 9 17l-5-5" />
      </svg>
    </span>
  );
}

export { NativeCheckbox };
