/**
 * Import boundaries (docs/product.md §12): domain (the business rules) and ui import nothing internal, content
 * only domain, forms content and domain, psgc (the place names) nothing internal, only the apps bring them together.
 * No deep imports into another package.
 */
const INTERNAL_PACKAGES = [
  "@innovatehub/ui",
  "@innovatehub/domain",
  "@innovatehub/content",
  "@innovatehub/forms",
  "@innovatehub/psgc",
];

/** Each audience's copy (`@innovatehub/content/site`, `/console`) is closed to the other one. */
const CONTENT_AUDIENCES = ["site", "console"];

/**
 * @param {{ allow: string[], contentAudience?: "site" | "console" }} options internal packages this package may
 *   import, and whose copy it shows when it imports `@innovatehub/content`
 */
export function boundaries({ allow, contentAudience }) {
  const forbidden = INTERNAL_PACKAGES.filter((name) => !allow.includes(name));
  const otherAudiences = CONTENT_AUDIENCES.filter((audience) => audience !== contentAudience);
  const closedCopy = contentAudience === undefined ? [] : otherAudiences;
  return [
    {
      files: ["**/*.{ts,tsx,js,mjs}"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            paths: [
              ...forbidden.map((name) => ({
                name,
                message: "This package may not depend on that package (see docs/product.md §12).",
              })),
              ...closedCopy.map((audience) => ({
                name: `@innovatehub/content/${audience}`,
                message: `That is the ${audience}'s copy; import your own audience's or @innovatehub/content/shared.`,
              })),
            ],
            patterns: [
              ...forbidden.map((name) => ({
                group: [`${name}/*`],
                message: "This package may not depend on that package (see docs/product.md §12).",
              })),
              {
                group: ["@innovatehub/*/src/*", "**/packages/*/src/*", "../../packages/*", "../../../packages/*"],
                message: "Import through the package's exports, never its files.",
              },
            ],
          },
        ],
      },
    },
  ];
}
