import type * as React from "react";

import { checkboxBoxClasses } from "../lib/checkbox-classes";
import { StrokeGlyph } from "../lib/stroke-glyph";
import { cn } from "../lib/utils";

/**
 * A styled native checkbox with the look of `Checkbox`: it works before hydration, posts with its form and
 * takes a `ref` (form libraries can register it). The tick is drawn over the box and ignores the pointer.
 */
function NativeCheckbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <span
      data-slot="native-checkbox-wrapper"
      className="relative inline-grid size-5 shrink-0 place-items-center"
    >
      <input
        type="checkbox"
        data-slot="native-checkbox"
        className={cn(
          checkboxBoxClasses,
          "peer col-start-1 row-start-1 cursor-pointer appearance-none checked:border-primary checked:bg-primary",
          className,
        )}
        {...props}
      />
      <StrokeGlyph
        path="M20 6 9 17l-5-5"
        strokeWidth={3}
        className="pointer-events-none col-start-1 row-start-1 size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
}

export { NativeCheckbox };
