import type { Locator, Page } from "@playwright/test";

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
