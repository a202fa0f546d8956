import { extendTailwindMerge } from "tailwind-merge";

/** The kit's own type-scale and elevation names (globals.css), so `text-h1` is read as a size and not a colour. */
const mergeClasses = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display", "h1", "h2", "h3", "h4", "body", "small"],
      shadow: ["elevation-1", "elevation-2", "elevation-3"],
    },
  },
});

/**
 * The classes of one element's class list that another class of the same list overrides (`px-4 px-2`, `rounded-md
 * rounded-full`): which of them applies then depends on the stylesheet's order, not on the markup. The kit's
 * `cn` only joins classes (docs/decisions.md D81), so a test asserts this list is empty for what an app renders.
 * For tests and tooling: it loads tailwind-merge, which no page should carry.
 */
export function conflictingClasses(classList: string): string[] {
  const classes = classList.split(/\s+/u).filter(Boolean);
  const kept = new Set(mergeClasses(classes.join(" ")).split(" "));
  return classes.filter((name) => !kept.has(name));
}
