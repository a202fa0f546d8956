export const notFoundPage = {
  code: "404",
  title: "Oops! Page not found",
  description: "The page you are looking for may have moved, or the link may be mistyped.",
  homeLink: { name: "Return to Home", path: "/" },
  /** Console message for an unknown path (docs/product.md §2). */
  logMessage: (path: string) => `404 Error: User attempted to access non-existent route: ${path}`,
} as const;
