import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/layout";
import { layoutShift, observeLayoutShift } from "./support/layout-shift";

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

test.beforeEach(async ({ page }) => {
  await observeLayoutShift(page);
});

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
  // Once the page has loaded and the browser is idle, the font is fetched into the cache and remembered.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), BRAND_FONT_CACHED_KEY))
    .toBe("1");
  expect(fontRequests).toHaveLength(1);
  // Fetched after the first paint, the font changes nothing on this page.
  expect(await headingFonts(page)).not.toContain(BRAND_FONT);
  expect(await layoutShift(page)).toBe(0);
});

test("the next page load draws the brand font from its first paint, without a shift", async ({
  page,
}) => {
  await visit(page, "/about");
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), BRAND_FONT_CACHED_KEY))
    .toBe("1");

  await visit(page, "/services");
  await expect(page.locator("html")).toHaveAttribute("data-brand-font", "");
  expect(await headingFonts(page)).toContain(BRAND_FONT);
  expect(await layoutShift(page)).toBe(0);
});
