/**
 * Import boundaries (docs/product.md §12): domain (the business rules) and ui import nothing internal, content
 * only domain, forms content and domain, only the apps bring them together. No deep imports into another package.
 */
const INTERNAL_PACKAGES = [
  "@innovatehub/ui",
  "@innovatehub/domain",
  "@innovatehub/content",
  "@innovatehub/forms",
];

/** @param {{ allow: string[] }} options internal packages this package may import */
export function boundaries({ allow }) {
  const forbidden = INTERNAL_PACKAGES.filter((name) => !allow.includes(name));
  return [
    {
      files: ["**/*.{ts,tsx,js,mjs}"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            paths: forbidden.map((name) => ({
              name,
              message: "This package may not depend on that package (see docs/product.md §12).",
            })),
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
