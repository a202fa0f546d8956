// Shell texts that @innovatehub/content does not export yet (reported); move them there when it does.
export const siteChrome = {
  skipLinkLabel: "Skip to main content",
  /** Spec section 8 "Routing failure". */
  errorScreenTitle: "Unexpected Application Error!",
} as const;
