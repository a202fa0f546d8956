import { expect, test } from "@playwright/test";
import { companyJourney, metaOf, aboutPage } from "@innovatehub/content/site";
import { waitForHydration } from "./support/layout";

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
});

test("hero, the journey's three claims and the contact call-to-action", async ({ page }) => {
  await expect(page).toHaveTitle(metaOf("/about").title);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(aboutPage.hero.title);
  const journey = page.locator("#journey");
  await expect(journey.getByRole("listitem")).toHaveCount(companyJourney.length);
  await expect(journey).toContainText("Early 2024");
  await expect(journey).toContainText("BSP");
  await expect(journey).toContainText("LBC");
  await expect(journey).toContainText("Dubai");
  await expect(main.getByRole("heading", { level: 2, name: aboutPage.contactCta.title })).toBeAttached();
  await expect(
    main.getByRole("link", { name: aboutPage.contactCta.primaryAction.name }).last(),
  ).toHaveAttribute("href", aboutPage.contactCta.primaryAction.path);
});

test("Our Journey scrolls to the #journey anchor", async ({ page }) => {
  await page.getByRole("main").getByRole("link", { name: aboutPage.hero.primaryAction?.name }).click();
  await expect(page).toHaveURL(/#journey$/);
  await expect(page.locator("#journey").getByRole("heading", { level: 2 })).toBeInViewport();
});
