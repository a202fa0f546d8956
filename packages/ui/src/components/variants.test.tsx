import type { VariantProps } from "class-variance-authority";
import { describe, expect, it } from "vitest";

import { conflictingClasses } from "../lib/class-conflicts";
import { badgeVariants } from "./badge";
import { buttonVariants } from "./button";

type ButtonVariants = Required<{
  [Key in keyof VariantProps<typeof buttonVariants>]: NonNullable<
    VariantProps<typeof buttonVariants>[Key]
  >;
}>;

/** Every value of every Button variant: a value added to the kit and not here fails the type check. */
const buttonValues: { [Key in keyof ButtonVariants]: Record<ButtonVariants[Key], true> } = {
  variant: {
    default: true,
    primary: true,
    destructive: true,
    outline: true,
    secondary: true,
    ghost: true,
    link: true,
    quiet: true,
    "outline-inverse": true,
    segment: true,
    "segment-selected": true,
    success: true,
    green: true,
    dark: true,
    purple: true,
  },
  size: { default: true, sm: true, lg: true, xl: true, icon: true, inline: true },
  width: { default: true, full: true, auto: true, fixed: true },
  shape: { default: true, pill: true },
  justify: { center: true, between: true },
};

function keysOf<Values extends string>(record: Record<Values, true>): Values[] {
  return Object.keys(record) as Values[];
}

describe("the kit's variants never set one thing twice (cn joins classes, it does not merge them)", () => {
  it("Button: every combination of variant, size, width, shape and justify", () => {
    const conflicts = keysOf(buttonValues.variant).flatMap((variant) =>
      keysOf(buttonValues.size).flatMap((size) =>
        keysOf(buttonValues.width).flatMap((width) =>
          keysOf(buttonValues.shape).flatMap((shape) =>
            keysOf(buttonValues.justify).flatMap((justify) =>
              conflictingClasses(buttonVariants({ variant, size, width, shape, justify })).map(
                (name) => `${variant}/${size}/${width}/${shape}/${justify}: ${name}`,
              ),
            ),
          ),
        ),
      ),
    );
    expect(conflicts).toEqual([]);
  });

  it("Badge: every variant", () => {
    const variants = [
      "default",
      "secondary",
      "outline",
      "success",
      "ai",
      "dark",
      "destructive",
      "tinted",
    ] satisfies NonNullable<VariantProps<typeof badgeVariants>["variant"]>[];
    expect(variants.flatMap((variant) => conflictingClasses(badgeVariants({ variant })))).toEqual(
      [],
    );
  });
});
