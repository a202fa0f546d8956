import { expect, test } from "@playwright/test";
import { inquiryPage } from "@innovatehub/content/site";
import { openOffline } from "./page-helpers";
import { expectPhoneAndEmailLinks } from "./support/contact-links";

test.beforeEach(async ({ page }) => {
  await openOffline(page, "/inquiry");
});

test("lets the visitor choose an inquiry form or booking", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1, name: inquiryPage.hero.title })).toBeVisible();
  for (const choice of inquiryPage.choices) {
    await expect(
      page.getByRole("main").getByRole("link", { name: new RegExp(choice.title) }),
    ).toHaveAttribute("href", choice.action.path);
  }
});

test("the AI choice opens the AI page at its inquiry form", async ({ page }) => {
  await page
    .getByRole("main")
    .getByRole("link", { name: /AI Solutions/ })
    .click();
  await expect(page).toHaveURL(/\/ai-solutions#inquiry-form$/);
  await expect(page.locator("#inquiry-form")).toBeAttached();
});

test("offers direct contact", async ({ page }) => {
  const other = page.getByRole("region", { name: inquiryPage.otherHelp.title });
  await expectPhoneAndEmailLinks(other);
});
