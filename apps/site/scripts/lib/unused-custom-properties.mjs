// @ts-check
/**
 * Drops from a page's inlined CSS the registrations of custom properties that none of its rules use.
 *
 * Tailwind declares every `--tw-*` property its utilities may need twice: an `@property` rule each (their
 * types and initial values), and a `@layer properties` block that sets the same initial values on every element
 * for browsers without `@property`. Beasties cannot match either to markup, so every page inlined all of them
 * (about 770 bytes of each page's brotli), though a page's own rules use a fraction. A registration only matters
 * to a rule that reads or sets its property, so those the inlined rules never name are left out. The site
 * stylesheet, applied after the first paint, still registers all of them for what scripts render.
 */

const PROPERTY_RULE = /@property\s+(--[\w-]+)\s*\{[^}]*\}/g;
const PROPERTIES_LAYER = "@layer properties{";
const CUSTOM_PROPERTY = /--[\w-]+/g;
const DECLARATION_BLOCK = /\{([^{}]*)\}/g;

/**
 * Where the `@layer properties{…}` block starts and ends (its braces nest), or `undefined` when there is none.
 * @param {string} css
 */
function propertiesLayer(css) {
  const start = css.indexOf(PROPERTIES_LAYER);
  if (start === -1) {
    return undefined;
  }
  let depth = 0;
  for (let index = start + PROPERTIES_LAYER.length - 1; index < css.length; index += 1) {
    if (css[index] === "{") {
      depth += 1;
    } else if (css[index] === "}") {
      depth -= 1;
      if (depth === 0) {
        return { start, end: index + 1 };
      }
    }
  }
  throw new Error("The inlined CSS has an unclosed @layer properties block.");
}

/**
 * @param {string} css a page's inlined CSS (minified, as Beasties writes it)
 * @returns {string} the same CSS without the `@property` rules and fallback values no other rule names
 */
export function withoutUnusedCustomProperties(css) {
  const layer = propertiesLayer(css);
  const rules = layer ? css.slice(0, layer.start) + css.slice(layer.end) : css;
  const used = new Set(rules.replace(PROPERTY_RULE, "").match(CUSTOM_PROPERTY));
  /** @param {string} declarations */
  const keepUsed = (declarations) =>
    declarations
      .split(";")
      .filter((declaration) => used.has(declaration.slice(0, declaration.indexOf(":")).trim()))
      .join(";");
  const withLayer = layer
    ? css.slice(0, layer.start) +
      css
        .slice(layer.start, layer.end)
        .replace(DECLARATION_BLOCK, (_, declarations) => `{${keepUsed(declarations)}}`) +
      css.slice(layer.end)
    : css;
  return withLayer.replace(PROPERTY_RULE, (rule, name) => (used.has(name) ? rule : ""));
}
