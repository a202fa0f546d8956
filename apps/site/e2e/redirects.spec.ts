import { expect, test } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import { legacyRedirects, metaOf } from "@innovatehub/content/site";
import { fetchRawPage } from "./support/raw-html";
import { canonicalUrl } from "./support/site";

for (const { from, to } of legacyRedirects) {
  test(`${from} leads to ${to}`, DESKTOP_ONLY, async ({ page, request }) => {
    const http = await request.get(from, { maxRedirects: 0 });
    expect(http.status()).toBe(301);
    expect(http.headers().location).toBe(to);

    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page).toHaveTitle(metaOf(to).title);
  });
}

test("the prerendered redirect pages work without a server rule or JavaScript", DESKTOP_ONLY, async ({ request }) => {
  for (const { from, to } of legacyRedirects) {
    const raw = await fetchRawPage(request, `${from}/index.html`);
    expect(raw.status).toBe(200);
    expect(raw.canonical).toBe(canonicalUrl(to));
    expect(raw.metaContent("http-equiv", "refresh")).toBe(`0;url=${to}`);
  }
});

test.describe("without JavaScript", DESKTOP_ONLY, () => {
  test.use({ javaScriptEnabled: false });

  test("a redirect page still forwards the visitor", async ({ page }) => {
    const [first] = legacyRedirects;
    if (!first) {
      throw new Error("no legacy redirects");
    }
    await page.goto(`${first.from}/index.html`);
    await expect(page).toHaveURL(first.to);
  });
});
