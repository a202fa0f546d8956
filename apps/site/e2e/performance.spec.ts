import { expect, test } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import { fetchRawPage } from "./support/raw-html";
import { sitePages } from "./support/site";

// What the browser requests, paints and moves while each page loads is checked in page-sweep.spec.ts.

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
      // ...and only there: declared again by the stylesheet when it is enabled, the faces relayout all text.
      const held = await request.get(stylesheet ?? "");
      expect(held.ok()).toBe(true);
      const heldCss = await held.text();
      expect(heldCss).toContain(".text-h1{");
      expect(heldCss).not.toContain("@font-face");
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
  });
}
