import { expect, test } from "@playwright/test";
import { company, footerCopy, footerQuickLinks } from "@innovatehub/content/site";
import { waitForHydration } from "./support/layout";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
});

test("the footer carries every contact channel, both offices and the social links", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  const quickLinks = footer.getByRole("navigation", { name: footerCopy.quickLinksHeading }).getByRole("link");
  await expect(quickLinks).toHaveText(footerQuickLinks.map((link) => link.name));

  for (const office of company.offices) {
    await expect(footer.getByText(office.address)).toBeVisible();
    await expect(footer.locator(`a[href="${office.mapUrl}"]`)).toHaveCount(1);
  }
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(3);
  await expect(footer.locator(`a[href="${company.emailHref}"]`)).toBeVisible();
  await expect(footer.locator(`a[href="${company.chatUrl}"]`)).toBeVisible();
  for (const social of company.social) {
    await expect(footer.getByRole("link", { name: new RegExp(`^${social.name}`) })).toHaveAttribute("href", social.url);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
});

test("the PlataPay portal opens in a new tab without access to this page", async ({ page }) => {
  const portal = page.getByRole("contentinfo").getByRole("link", { name: new RegExp(footerCopy.portalLabel) });
  await expect(portal).toHaveAttribute("target", "_blank");
  await expect(portal).toHaveAttribute("rel", "noopener noreferrer");
  await expect(portal).toHaveAccessibleName(new RegExp(footerCopy.newTabHint.replace(/[()]/g, "\\$&")));
});

test("footer links navigate inside the site and scroll the new page to the top", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footer.getByRole("navigation", { name: footerCopy.quickLinksHeading }).getByRole("link", { name: "Partners" }).click();
  await expect(page).toHaveURL("/partners");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
