import type { Locator, Page } from "@playwright/test";

/**
 * How long one attempt inside a retried keyboard step waits for focus to land before it presses again; the
 * surrounding toPass() retries until the test's own timeout, so a slow machine costs attempts, not the test.
 */
export const FOCUS_CHECK_MS = 2_000;

/** Enough Tab presses to cross a dialog or a page section from its first control to its last. */
const MAX_TABS = 60;

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until `target` has focus: the keyboard is the only way the test moves. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) {
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}
