import { expect, test, type Browser, type Page } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import { waitForHydration } from "./support/layout";
import { boxes, linkedStylesheetApplies, movedBoxes } from "./support/boxes";
import { fetchRawPage } from "./support/raw-html";
import { sitePages } from "./support/site";

for (const page of sitePages) {
  test.describe(`performance of ${page.path}`, () => {
    test("raw HTML paints from itself: critical CSS and icons inline, the stylesheet held back, no preloads", DESKTOP_ONLY, async ({
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
      // The first rendering waits until the parser reaches <main> (docs/decisions.md D62): a slow phone never
      // paints the header half-parsed. The link is in the head and its target comes after the header.
      expect(head).toContain('<link rel="expect" href="#main-content" blocking="render">');
      const body = raw.html.slice(head.length);
      expect(body.indexOf('id="main-content"')).toBeGreaterThan(body.indexOf("</header>"));
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
    test("requests nothing but its own document before its first contentful paint, nothing from other origins up front", async ({
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
      expect(foreign).toEqual([]);
    });

    // What a visitor sees first must not move once it is painted: the header as the HTML lays it out (no scripts)
    // is the header after hydration with the stylesheet still held back, and after the stylesheet applies. Boxes
    // compared once the page is still, not shifts summed while it loads, so a busy machine cannot change the answer.
    test("the header stays where the HTML puts it: hydration and the held-back stylesheet move nothing", async ({
      page: browserPage,
      browser,
    }) => {
      const asParsed = await headerWithoutScripts(browser, browserPage, page.path);
      let releaseStylesheet = () => {};
      const stylesheetHeld = new Promise<void>((resolve) => {
        releaseStylesheet = resolve;
      });
      await browserPage.route("**/*.css", async (route) => {
        await stylesheetHeld;
        await route.continue();
      });
      await browserPage.goto(page.path);
      await waitForHydration(browserPage);
      const hydrated = await boxes(browserPage, HEADER);
      releaseStylesheet();
      await expect.poll(() => linkedStylesheetApplies(browserPage)).toBe(true);
      const styled = await boxes(browserPage, HEADER);
      expect(movedBoxes(asParsed, hydrated), "hydration").toEqual([]);
      expect(movedBoxes(hydrated, styled), "the held-back stylesheet").toEqual([]);
    });
  });
}

const HEADER = "header";

/** The header's boxes as the prerendered HTML and its inlined CSS lay them out, with scripts off. */
async function headerWithoutScripts(browser: Browser, like: Page, path: string) {
  const { use } = test.info().project;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: like.viewportSize(),
    hasTouch: use.hasTouch,
    isMobile: use.isMobile,
    deviceScaleFactor: use.deviceScaleFactor,
    userAgent: use.userAgent,
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    await page.route("**/*.css", (route) => route.abort());
    await page.goto(path);
    return await boxes(page, HEADER);
  } finally {
    await context.close();
  }
}
