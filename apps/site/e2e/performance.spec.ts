import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/layout";
import { fetchRawPage } from "./support/raw-html";
import { sitePages } from "./support/site";

/** The cumulative layout shift budget (docs/product.md §11). */
const CLS_BUDGET = 0.02;

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

for (const page of sitePages) {
  test.describe(`performance of ${page.path}`, () => {
    test("raw HTML preloads the brand font the stylesheet uses; frames are lazy, images sized", async ({
      request,
    }) => {
      const raw = await fetchRawPage(request, page.path);
      const preload =
        /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/.exec(
          raw.html,
        );
      expect(preload, "font preload link").not.toBeNull();
      const stylesheet = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(raw.html)?.[1];
      expect(stylesheet).toBeDefined();
      const css = await (await request.get(stylesheet ?? "")).text();
      expect(css).toContain(preload?.[1]);

      for (const [iframe] of raw.html.matchAll(/<iframe\b[^>]*>/g)) {
        expect(iframe).toContain('loading="lazy"');
      }
      for (const [image] of raw.html.matchAll(/<img\b[^>]*>/g)) {
        expect(image).toMatch(/\swidth="\d+"/);
        expect(image).toMatch(/\sheight="\d+"/);
      }
    });

    test("loads nothing from other origins up front and does not shift while loading", async ({
      page: browserPage,
      baseURL,
    }) => {
      const siteOrigin = new URL(baseURL ?? "").origin;
      const foreign: string[] = [];
      browserPage.on("request", (request) => {
        // The map and calendar embeds are third-party frames by design (lazy); everything else is ours.
        const embedded =
          request.frame() !== browserPage.mainFrame() || request.resourceType() === "document";
        const url = new URL(request.url());
        if (!embedded && url.protocol !== "data:" && url.origin !== siteOrigin) {
          foreign.push(`${request.resourceType()} ${request.url()}`);
        }
      });
      await browserPage.addInitScript(() => {
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
      await browserPage.goto(page.path, { waitUntil: "networkidle" });
      await waitForHydration(browserPage);
      await browserPage.evaluate(() => document.fonts.ready.then(() => undefined));
      const shift = await browserPage.evaluate(() => window.__layoutShift ?? 0);
      expect(shift).toBeLessThanOrEqual(CLS_BUDGET);
      expect(foreign).toEqual([]);
    });
  });
}
