import { expect, test } from "@playwright/test";
import { boxes, linkedStylesheetApplies, movedBoxes } from "./support/boxes";
import { sitePages } from "./support/site";

// Without scripts the page is exactly its prerendered HTML, and the stylesheet is its <noscript> copy.
test.use({ javaScriptEnabled: false });


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
    expect(movedBoxes(inlinedOnly, withStylesheet)).toEqual([]);
  });
}
