import type { Page } from "@playwright/test";

/**
 * Holds every stylesheet the page requests until the returned function is called, so a test can read the page as
 * it is before the held-back stylesheet applies. Call before the first `goto`.
 */
export async function holdStylesheets(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*.css", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Records, as "type url", every request the page's own frame makes to an origin other than `siteOrigin`. The map
 * and calendar embeds are third-party frames by design (lazy), so their frames and documents are left out.
 * Call before the first `goto`; the list grows as the page loads.
 */
export function watchForeignRequests(page: Page, siteOrigin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const embedded = request.frame() !== page.mainFrame() || request.resourceType() === "document";
    const url = new URL(request.url());
    if (!embedded && url.protocol !== "data:" && url.origin !== siteOrigin) {
      foreign.push(`${request.resourceType()} ${request.url()}`);
    }
  });
  return foreign;
}

/**
 * The resources the page started before its first contentful paint (its own document is not a resource entry).
 * A resource is listed once it has finished, so read this once the network is idle.
 */
export function resourcesStartedBeforeFirstPaint(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    if (paint === undefined) {
      return ["no first contentful paint"];
    }
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime < paint)
      .map((entry) => entry.name);
  });
}
