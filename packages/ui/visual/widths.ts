/** The widths every story is captured at: a phone and a laptop, as the site's e2e tests use. */
export const VISUAL_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
] as const;

/** A story with this tag is left out: its picture changes on its own after it settles (autoplay). */
export const SKIP_TAG = "no-visual";
