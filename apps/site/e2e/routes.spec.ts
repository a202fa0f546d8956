import { expect, test } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import { expectNoAxeViolations } from "./support/axe";
import { conflictingClassLists } from "@innovatehub/ui/lib/class-conflicts";
import { waitForHydration } from "./support/layout";
import { collectCspViolations, watchPageIssues } from "./support/page-issues";
import { fetchRawPage } from "./support/raw-html";
import { canonicalUrl, sitePages } from "./support/site";

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

    // The open header menus are one component on every page; header.spec.ts checks them with axe. One visit a
    // width checks everything the hydrated page shows (docs/decisions.md D87).
    test("hydrates with no console errors, hydration warnings or CSP violations, is axe-clean, and no element's classes set one thing twice", async ({
      page: browserPage,
    }) => {
      const issues = await watchPageIssues(browserPage);
      await browserPage.goto(page.path);
      await waitForHydration(browserPage);
      await expect(browserPage).toHaveTitle(page.title);
      await expectNoAxeViolations(browserPage, page.path);
      expect(await conflictingClassLists(browserPage), "classes that set one thing twice").toEqual([]);

      expect(issues.hydration).toEqual([]);
      expect(await collectCspViolations(browserPage, issues)).toEqual([]);
      expect(issues.errors).toEqual([]);
    });
  });
}
