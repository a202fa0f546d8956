import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Starts summing the page's layout shifts from its first paint, on every document the page loads. */
export async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // Layout-shift entries are not in the DOM typings; shifts right after input do not count.
        if ("value" in entry && "hadRecentInput" in entry && entry.hadRecentInput === false) {
          window.__layoutShift = (window.__layoutShift ?? 0) + Number(entry.value);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The current document's summed layout shift (CLS as the page has lived it so far). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => window.__layoutShift ?? 0);
}
