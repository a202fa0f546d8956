import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/layout";
import { boxes, movedBoxes } from "./support/boxes";

const BRAND_FONT = "Plus Jakarta Sans";
const BRAND_FONT_CACHED_KEY = "innovatehub.brand-font-cached";

/** The font families Chromium actually drew the page's main heading with. */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test("a first page view stays in the fallback face and fetches the brand font for the next one", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") {
      fontRequests.push(request.url());
    }
  });
  await visit(page, "/about");
  await expect(page.locator("html")).not.toHaveAttribute("data-brand-font");
  expect(await headingFonts(page)).not.toContain(BRAND_FONT);
  const beforeFetch = await boxes(page);
  // Once the page has loaded and the browser is idle, the font is fetched into the cache and remembered.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), BRAND_FONT_CACHED_KEY))
    .toBe("1");
  expect(fontRequests).toHaveLength(1);
  // Fetched after the first paint, the font changes nothing on this page.
  expect(await headingFonts(page)).not.toContain(BRAND_FONT);
  expect(movedBoxes(beforeFetch, await boxes(page))).toEqual([]);
});

test("the next page load draws the brand font from its first paint", async ({
  page,
}) => {
  await visit(page, "/about");
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), BRAND_FONT_CACHED_KEY))
    .toBe("1");

  await visit(page, "/services");
  await expect(page.locator("html")).toHaveAttribute("data-brand-font", "");
  // Drawn in the brand face at once: `font-display: optional` never swaps a face in after the first paint, so
  // the face in use now is the one the page was painted with (the lab's CLS 0 is the bench's budget).
  expect(await headingFonts(page)).toContain(BRAND_FONT);
});
