import { expect, test, type Page } from "@playwright/test";
import { sitePages } from "./support/site";

// Without scripts the page is exactly its prerendered HTML, and the stylesheet is its <noscript> copy.
test.use({ javaScriptEnabled: false });

/** Every element's box, rounded to the half pixel, keyed by its place in the document. */
function boxes(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll("*")].map((element, index) => {
      const box = element.getBoundingClientRect();
      const round = (value: number) => Math.round(value * 2) / 2;
      const name = `${String(index)} ${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").slice(0, 60)}`;
      return `${name} ${String(round(box.x))},${String(round(box.y))} ${String(round(box.width))}x${String(round(box.height))}`;
    }),
  );
}

/** Whether a linked stylesheet (not the inlined `<style>`) applies to the page. */
function linkedStylesheetApplies(page: Page) {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return sheet.href !== null && sheet.cssRules.length > 0;
      } catch {
        // A stylesheet whose load failed refuses to list its rules.
        return false;
      }
    }),
  );
}

for (const sitePage of sitePages) {
  // Beasties inlines the rules it can match to the markup; a rule it misses would resize something when the
  // held-back stylesheet arrives. So the inlined CSS alone must lay out every box exactly as the whole does.
  test(`${sitePage.path}: the inlined CSS lays the page out exactly as the full stylesheet does`, async ({
    page,
  }) => {
    await page.route("**/*.css", (route) => route.abort());
    await page.goto(sitePage.path);
    expect(await linkedStylesheetApplies(page)).toBe(false);
    const inlinedOnly = await boxes(page);
    await page.unroute("**/*.css");
    await page.reload();
    expect(await linkedStylesheetApplies(page)).toBe(true);
    const withStylesheet = await boxes(page);
    const moved = withStylesheet.filter((box, index) => box !== inlinedOnly[index]);
    expect(moved.slice(0, 5)).toEqual([]);
  });
}
