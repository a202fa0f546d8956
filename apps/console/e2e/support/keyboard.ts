import type { Locator, Page } from "@playwright/test";

/**
 * How long one attempt inside a retried keyboard step waits for focus to land before it presses again; the
 * surrounding toPass() retries until the test's own timeout, so a slow machine costs attempts, not the test.
 */
export const FOCUS_CHECK_MS = 2_000;

const MAX_TABS = 60;

/** Presses Tab until the target has focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
