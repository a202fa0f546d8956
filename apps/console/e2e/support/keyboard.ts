import type { Locator, Page } from "@playwright/test";

/**
 * How long one attempt inside a retried keyboard step waits for focus to land before it presses again; the
 * surrounding toPass() retries until the test's own timeout, so a slow machine costs attempts, not the test.
 */
export const FOCUS_CHECK_MS = 2_000;

const MAX_TABS = 60;

/**
 * Presses Tab until the target has focus, as a keyboard user would; `"backward"` presses Shift+Tab, as one heading
 * for something above does. That matters while toasts are on screen: they come last in the page, and sonner sends
 * focus that tabs forward out of them back to where it entered them, so forward Tab does not wrap to the top.
 * A target that already has focus (a button React kept in place while its name changed) is reached at once; one
 * that forward presses never reach is then looked for backward, as a user who went past it backs up.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  direction: "forward" | "backward" = "forward",
): Promise<void> {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  if (await focused()) {
    return;
  }
  const keys = direction === "forward" ? ["Tab", "Shift+Tab"] : ["Shift+Tab"];
  for (const key of keys) {
    for (let presses = 0; presses < MAX_TABS; presses += 1) {
      await page.keyboard.press(key);
      if (await focused()) {
        return;
      }
    }
  }
  throw new Error(`${keys.join(", then ")} never reached ${target.toString()}`);
}
