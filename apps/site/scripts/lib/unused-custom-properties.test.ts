import { describe, expect, it } from "vitest";
import { withoutUnusedCustomProperties } from "./unused-custom-properties.mjs";

const LAYER_CONDITION = "@supports (((-webkit-hyphens:none)) and (not (margin-trim:block)))";
const css = (rules: string) =>
  [
    `@layer properties{${LAYER_CONDITION}{*,:before,:after{--tw-shadow:0 0 #0000;--tw-rotate-x:initial;--tw-border-style:solid}::backdrop{--tw-shadow:0 0 #0000;--tw-rotate-x:initial}}}`,
    ".x{color:red}",
    rules,
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-rotate-x{syntax:"*";inherits:false}',
    '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  ].join("");

describe("withoutUnusedCustomProperties", () => {
  it("keeps the registration and the fallback value of every property a rule reads or sets", () => {
    const pruned = withoutUnusedCustomProperties(
      css(".shadow{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}.border{border-style:var(--tw-border-style)}"),
    );
    expect(pruned).toContain("@property --tw-shadow{");
    expect(pruned).toContain("@property --tw-border-style{");
    expect(pruned).toContain("*,:before,:after{--tw-shadow:0 0 #0000;--tw-border-style:solid}");
    expect(pruned).toContain("::backdrop{--tw-shadow:0 0 #0000}");
  });

  it("drops those no rule of the page names, in both places", () => {
    const pruned = withoutUnusedCustomProperties(css(".shadow{box-shadow:var(--tw-shadow)}"));
    expect(pruned).not.toContain("--tw-rotate-x");
    expect(pruned).not.toContain("--tw-border-style");
    expect(pruned).toContain(`@layer properties{${LAYER_CONDITION}{*,:before,:after{--tw-shadow:0 0 #0000}`);
  });

  it("leaves every other rule as it was", () => {
    const rules = ".a{color:var(--color-primary)}@media (min-width:48rem){.md\\:p-6{padding:1.5rem}}";
    const pruned = withoutUnusedCustomProperties(css(rules));
    expect(pruned).toContain(`.x{color:red}${rules}`);
  });

  it("changes nothing in CSS without registrations", () => {
    expect(withoutUnusedCustomProperties(".a{color:red}")).toBe(".a{color:red}");
  });
});
