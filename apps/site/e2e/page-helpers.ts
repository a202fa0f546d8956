import type { Page } from "@playwright/test";
import { waitForHydration } from "./support/layout";

/**
 * The test machine has no internet: embedded maps and calendars would hang until they time out, so
 * every request that leaves the preview server is answered with a network error at once. This is also
 * the "embed cannot load" case whose fallback the specs check.
 */
export async function openOffline(page: Page, path: string): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  await page.goto(path);
  await waitForHydration(page);
}
