import { test, type Browser, type Page } from "@playwright/test";

/**
 * Runs `check` on a page of a new context like the test's own (the project's viewport, touch, device and user agent)
 * with scripts off: the page is exactly its prerendered HTML, and its stylesheet is the `<noscript>` copy. The
 * context is closed afterwards.
 */
export async function withScriptsOff<T>(browser: Browser, like: Page, check: (page: Page) => Promise<T>): Promise<T> {
  const { use: project } = test.info().project;
  const context = await browser.newContext({
    baseURL: project.baseURL,
    viewport: like.viewportSize(),
    hasTouch: project.hasTouch,
    isMobile: project.isMobile,
    deviceScaleFactor: project.deviceScaleFactor,
    userAgent: project.userAgent,
    javaScriptEnabled: false,
  });
  try {
    return await check(await context.newPage());
  } finally {
    await context.close();
  }
}
