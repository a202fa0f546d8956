import { testBrowserPath } from "@innovatehub/playwright-config/browser-path";
import { playwright } from "@vitest/browser-playwright";

/**
 * Vitest browser mode on Chromium through Playwright, the Debian build the e2e tests drive (`testBrowserPath()`):
 * these machines cannot download Playwright's own browser; CHROME_PATH points elsewhere (macOS: Playwright's or
 * Chrome's binary).
 */
/**
 * How long Vitest waits for the launched browser to open its session (default 60 s). Two copies of the suite on
 * a loaded two-core machine took longer to start Chromium and serve the first page (docs/decisions.md D49).
 */
const BROWSER_CONNECT_TIMEOUT_MS = 300_000;

export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    connectTimeout: BROWSER_CONNECT_TIMEOUT_MS,
    provider: playwright({
      launchOptions: { executablePath: testBrowserPath() },
    }),
    instances: [{ browser: "chromium" }],
  };
}
