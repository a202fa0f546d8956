import { expect, test } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import { fetchRawPage } from "./support/raw-html";
import { canonicalUrl, sitePages } from "./support/site";

// What each page does in a browser, at each width, is checked in page-sweep.spec.ts.

for (const page of sitePages) {
  test.describe(`route ${page.path}`, () => {
    test("answers 200 with its own title, description, canonical and h1 in the raw HTML", DESKTOP_ONLY, async ({
      request,
    }) => {
      const raw = await fetchRawPage(request, page.path);
      expect(raw.status).toBe(200);
      expect(raw.title).toBe(page.title);
      expect(raw.description).toBe(page.description);
      expect(raw.canonical).toBe(canonicalUrl(page.path));
      expect(raw.metaContent("property", "og:title")).toBe(page.title);
      expect(raw.metaContent("property", "og:url")).toBe(canonicalUrl(page.path));
      expect(raw.metaContent("name", "twitter:card")).toBeTruthy();
      expect(raw.h1s).toHaveLength(1);
      expect(raw.h1s[0]?.length).toBeGreaterThan(0);
      // Pages under /fil/ are the Filipino versions (the agent page); every other page is the site's English.
      expect(raw.html).toMatch(page.path.startsWith("/fil/") ? /<html lang="fil"/ : /<html lang="en-PH"/);
    });
  });
}
