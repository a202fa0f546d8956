import { existsSync } from "node:fs";

/** Debian's headless-only Chromium (package chromium-headless-shell), the build Playwright itself runs headless. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/** Debian's full Chromium. */
const CHROMIUM = "/usr/bin/chromium";

/**
 * The full Chromium: `CHROME_PATH` when set, else Debian's. For what depends on the full browser's rendering or
 * metrics: the kit's visual baselines (its text anti-aliasing) and the bench's Lighthouse runs.
 */
export function fullBrowserPath() {
  return process.env.CHROME_PATH ?? CHROMIUM;
}

/**
 * The Chromium that page tests drive: `CHROME_PATH` when set, else the headless-only build when installed, which
 * loads and checks a page with about half the full browser's work on these machines (docs/decisions.md D100),
 * else the full browser. Pixel baselines are the exception (`fullBrowserPath()`).
 */
export function testBrowserPath() {
  return process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}
