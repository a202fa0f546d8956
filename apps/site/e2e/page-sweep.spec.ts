import { expect, test } from "@playwright/test";
import { conflictingClassLists } from "@innovatehub/ui/lib/class-conflicts";
import { axeViolations } from "./support/axe";
import { boxes, linkedStylesheetApplies, movedBoxes } from "./support/boxes";
import {
  holdStylesheets,
  resourcesStartedBeforeFirstPaint,
  watchForeignRequests,
} from "./support/first-paint";
import { expectAnchorsLandBelowHeader, hasInPageAnchor } from "./support/in-page-anchors";
import { waitForHydration } from "./support/layout";
import { collectCspViolations, watchPageIssues } from "./support/page-issues";
import { fetchRawPage } from "./support/raw-html";
import { sitePages } from "./support/site";
import { withScriptsOff } from "./support/without-scripts";

/*
 * Every check of a page's load in the browser, at each width, from two page loads and one reload
 * (docs/decisions.md D94): one visit with scripts off (the prerendered HTML), one with them, whose in-page anchors
 * are followed last. Each concern is a step with its own soft assertions, so a failure names the page and the
 * check, and one failure hides none of the others. What the raw HTML must hold is checked without a browser in
 * routes.spec.ts and performance.spec.ts.
 */

const HEADER = "header";

for (const sitePage of sitePages) {
  const { path } = sitePage;
  test(`${path}: laid out by its inlined CSS, painted before any request, hydrated and styled without moving the header, clean, and its anchors land below the header`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // One test does what six did, each with the whole timeout: it gets the timeout of a slow test.
    test.slow();
    // Beasties inlines the rules it can match to the markup; a rule it misses would resize something when the
    // held-back stylesheet arrives. So the inlined CSS alone must lay out every box exactly as the whole does.
    // The header of that first reading is the header as the HTML lays it out, before any script runs.
    const headerAsParsed = await test.step("without scripts, the inlined CSS lays the page out exactly as the full stylesheet does", () =>
      withScriptsOff(browser, page, async (htmlOnly) => {
        await htmlOnly.route("**/*.css", (route) => route.abort());
        await htmlOnly.goto(path);
        expect.soft(await linkedStylesheetApplies(htmlOnly), `${path}: the stylesheet is held off`).toBe(false);
        const inlinedOnly = await boxes(htmlOnly);
        const header = await boxes(htmlOnly, HEADER);
        await htmlOnly.unroute("**/*.css");
        await htmlOnly.reload();
        expect.soft(await linkedStylesheetApplies(htmlOnly), `${path}: the stylesheet applies`).toBe(true);
        const withStylesheet = await boxes(htmlOnly);
        expect
          .soft(movedBoxes(inlinedOnly, withStylesheet), `${path}: boxes the full stylesheet moves`)
          .toEqual([]);
        return header;
      }),
    );

    const issues = await watchPageIssues(page);
    const foreign = watchForeignRequests(page, new URL(baseURL ?? "").origin);
    const releaseStylesheet = await holdStylesheets(page);
    await page.goto(path);
    await waitForHydration(page);

    // What a visitor sees first must not move once it is painted. Boxes compared once the page is still, not
    // shifts summed while it loads, so a busy machine cannot change the answer.
    const hydrated = await test.step("hydration moves nothing in the header", async () => {
      const header = await boxes(page, HEADER);
      expect.soft(movedBoxes(headerAsParsed, header), `${path}: header boxes hydration moved`).toEqual([]);
      return header;
    });
    await test.step("the held-back stylesheet moves nothing in the header", async () => {
      releaseStylesheet();
      await expect.poll(() => linkedStylesheetApplies(page), `${path}: the stylesheet applies`).toBe(true);
      expect
        .soft(movedBoxes(hydrated, await boxes(page, HEADER)), `${path}: header boxes the held-back stylesheet moved`)
        .toEqual([]);
    });

    await test.step("has its own title", async () => {
      await expect.soft(page, `${path}: the title`).toHaveTitle(sitePage.title);
    });
    // The open header menus are one component on every page; header.spec.ts checks them with axe.
    await test.step("is axe-clean", async () => {
      expect.soft(await axeViolations(page), `axe violations on ${path}`).toEqual([]);
    });
    await test.step("no element's classes set one thing twice", async () => {
      expect.soft(await conflictingClassLists(page), `${path}: classes that set one thing twice`).toEqual([]);
    });

    // A resource is listed among the performance entries once it has finished, and a request may start late:
    // the page must have settled for both lists to be complete. By now (axe has run) it usually has.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await test.step("requests nothing but its own document before its first contentful paint", async () => {
      expect
        .soft(await resourcesStartedBeforeFirstPaint(page), `${path}: resources started before the first contentful paint`)
        .toEqual([]);
    });
    await test.step("requests nothing from other origins", () => {
      expect.soft(foreign, `${path}: requests to other origins`).toEqual([]);
    });

    await test.step("no hydration warnings, CSP violations or console errors", async () => {
      expect.soft(issues.hydration, `${path}: hydration warnings`).toEqual([]);
      expect.soft(await collectCspViolations(page, issues), `${path}: CSP violations`).toEqual([]);
      expect.soft(issues.errors, `${path}: console errors and uncaught exceptions`).toEqual([]);
    });

    // Last, as it scrolls the page and changes its address.
    if (hasInPageAnchor((await fetchRawPage(request, path)).html, path)) {
      await test.step("in-page anchors land their target just below the sticky header", () =>
        expectAnchorsLandBelowHeader(page, path),
      );
    }
  });
}
