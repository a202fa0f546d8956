import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/layout";
import { layoutShift, observeLayoutShift } from "./support/layout-shift";
import { fetchRawPage } from "./support/raw-html";
import { sitePages } from "./support/site";

for (const page of sitePages) {
  test.describe(`performance of ${page.path}`, () => {
    test("raw HTML paints from itself: critical CSS and icons inline, the stylesheet held back, no preloads", async ({
      request,
    }) => {
      const raw = await fetchRawPage(request, page.path);
      const head = raw.html.split("</head>")[0] ?? "";
      // The CSS itself may hold "<" (an @property's syntax "<length>"); only its end tag ends it.
      expect(head).toMatch(/<style>[\s\S]+?<\/style>/);
      expect(head).not.toMatch(/<link\b[^>]*rel="(preload|modulepreload)"/);
      // The stylesheet stays where React rendered it, disabled (not fetched) until after the first paint.
      const stylesheet = /<link rel="stylesheet" href="([^"]+\.css)" disabled>/.exec(head)?.[1];
      expect(stylesheet, "held-back stylesheet").toBeDefined();
      expect(head).toContain(
        `<noscript><link rel="stylesheet" href="${stylesheet ?? ""}"></noscript>`,
      );
      expect(raw.html).not.toMatch(/<use href="\/assets\//);
      // The brand face is declared in the HTML (so a later visit can draw it from the cache at once), as
      // `optional`, and a first page view points the text at the fallback face instead (lib/brand-font.ts).
      const brandFace = /@font-face\{[^}]*font-display:optional[^}]*url\(([^)]+\.woff2)\)/.exec(
        head,
      )?.[1];
      expect(brandFace, "the brand @font-face").toBeDefined();
      // The head script preloads that same file on a later visit (not another copy of it).
      expect(head).toContain(`"${brandFace ?? ""}"`);
      expect(head).toContain(
        ":root:not([data-brand-font]){--font-family-sans:var(--font-family-fallback)}",
      );

      for (const [iframe] of raw.html.matchAll(/<iframe\b[^>]*>/g)) {
        expect(iframe).toContain('loading="lazy"');
      }
      for (const [image] of raw.html.matchAll(/<img\b[^>]*>/g)) {
        expect(image).toMatch(/\swidth="\d+"/);
        expect(image).toMatch(/\sheight="\d+"/);
      }
    });

    // One visit checks the whole load: what was requested before the first paint, from where, and what moved.
    test("requests nothing but its own document before its first contentful paint, nothing from other origins up front, and does not shift while loading", async ({
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
      await observeLayoutShift(browserPage);
      await browserPage.goto(page.path, { waitUntil: "networkidle" });
      await waitForHydration(browserPage);
      await browserPage.evaluate(() => document.fonts.ready.then(() => undefined));
      const early = await browserPage.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        if (paint === undefined) {
          return ["no first contentful paint"];
        }
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime < paint)
          .map((entry) => entry.name);
      });
      expect(early).toEqual([]);
      expect(await layoutShift(browserPage)).toBe(0);
      expect(foreign).toEqual([]);
    });
  });
}

// A slow phone's CPU lets Chrome paint a half-parsed document; the first rendering waits for <main>, so a header
// whose centred menu and call to action arrive a moment later is never painted half-built.
test("on a CPU slowed six times, the header is never painted half-parsed: nothing shifts", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await observeLayoutShift(page);
  await page.goto("/all-services", { waitUntil: "networkidle" });
  await waitForHydration(page);
  expect(await layoutShift(page)).toBe(0);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});
