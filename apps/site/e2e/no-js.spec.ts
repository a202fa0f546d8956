import { expect, test } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import { headerNav, servicesPage, sharedCta } from "@innovatehub/content/site";

test.use({ javaScriptEnabled: false });

test("content is readable without JavaScript, including blocks that fade up", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cta = page.getByRole("heading", { level: 2, name: sharedCta.title });
  await cta.scrollIntoViewIfNeeded();
  await expect(cta).toBeVisible();
  await expect(page.locator(".fade-up").first()).toHaveCSS("opacity", "1");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the services FAQ opens its answers without JavaScript", async ({ page }) => {
  await page.goto("/services");
  const [first] = servicesPage.faq;
  if (!first) {
    throw new Error("the FAQ has no questions");
  }
  await page.getByText(first.question).click();
  await expect(page.getByText(first.answer)).toBeVisible();
});

test("the header links are real links in the HTML", DESKTOP_ONLY, async ({ page }) => {
  await page.goto("/");
  for (const entry of headerNav) {
    if (entry.kind === "link") {
      await expect(
        page.getByRole("banner").locator(`a[href="${entry.path}"]`).first(),
      ).toBeAttached();
    }
  }
});
