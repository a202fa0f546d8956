// Shell text that @innovatehub/content does not export yet (reported); move it there when it does.
export const siteChrome = {
  skipLinkLabel: "Skip to main content",
} as const;
