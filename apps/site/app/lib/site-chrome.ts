// TEMPORARY until @innovatehub/content exports these texts; then import them from there.
export const siteChrome = {
  skipLinkLabel: "Skip to main content",
} as const;

export const notFoundCopy = {
  code: "404",
  title: "Oops! Page not found",
  homeLink: { name: "Return to Home", path: "/" },
  logMessage: "404 Error: User attempted to access non-existent route:",
} as const;

export const errorScreenCopy = {
  title: "Unexpected Application Error!",
} as const;
