import { playwright } from "@vitest/browser-playwright";

/**
 * Vitest browser mode on Chromium through Playwright. Debian's Chromium is the default because these machines
 * cannot download Playwright's own browser; CHROME_PATH points elsewhere (macOS: Playwright's or Chrome's binary).
 */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    }),
    instances: [{ browser: "chromium" }],
  };
}
