import type * as React from "react";

import { StrokeGlyph } from "../lib/stroke-glyph";
import { cn } from "../lib/utils";
import { fieldControlClasses } from "./input";

/**
 * A styled native `<select>`: the browser's own picker, keyboard and screen-reader behaviour, and no script
 * needed before it works (it can be used before hydration and costs no JavaScript). Props, including `ref`,
 * go to the `<select>`; an empty-valued first option reads as a placeholder in the muted colour.
 */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="native-select-wrapper" className="relative w-full">
      <select
        data-slot="native-select"
        className={cn(
          fieldControlClasses,
          "min-h-11 cursor-pointer appearance-none rounded-md pr-10",
          "has-[option[value='']:checked]:text-muted-foreground [&>option]:text-foreground",
          className,
        )}
        {...props}
      />
      <StrokeGlyph
        path="m6 9 6 6 6-6"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
}

function NativeSelectOption(props: React.ComponentProps<"option">) {
  return <option data-slot="native-select-option" {...props} />;
}

export { NativeSelect, NativeSelectOption };
