import { expect, test } from "@playwright/test";
import { metaOf, services, servicesPage } from "@innovatehub/content/site";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/layout";

test.beforeEach(async ({ page }) => {
  await page.goto("/services");
  await waitForHydration(page);
});

test("is titled Our Services with the What We Do hero, title and subtitle", async ({ page }) => {
  await expect(page).toHaveTitle(metaOf("/services").title);
  const main = page.getByRole("main");
  await expect(main.getByText(servicesPage.title, { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(servicesPage.hero.title);
  await expect(main.getByText(servicesPage.hero.subtitle)).toBeVisible();
  await expect(
    main.getByRole("heading", { level: 2, name: servicesPage.tilesHeading.title }),
  ).toBeVisible();
});

test("every tile and its Learn More button link to /{service id}", async ({ page }) => {
  const tiles = page.locator(`#${servicesPage.tilesHeading.id ?? ""}`);
  for (const service of services) {
    await expect(tiles.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
      "href",
      `/${service.id}`,
    );
    await expect(
      tiles.getByRole("link", { name: new RegExp(`^Learn More\\s*:\\s*${service.title}$`) }),
    ).toHaveAttribute("href", `/${service.id}`);
  }
});

test("Learn More opens the service page", async ({ page }) => {
  const [first] = services;
  await page
    .getByRole("link", { name: new RegExp(`^Learn More\\s*:\\s*${first?.title ?? ""}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${first?.id ?? ""}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("View All Clients goes to /clients", async ({ page }) => {
  await page.getByRole("link", { name: servicesPage.viewAllClients.name }).click();
  await expect(page).toHaveURL(/\/clients$/);
});

test("how we work, industries and the FAQ accordion", async ({ page }) => {
  for (const step of servicesPage.howWeWork) {
    await expect(
      page.getByRole("heading", { level: 3, name: step.title, exact: true }),
    ).toBeAttached();
  }
  for (const industry of servicesPage.industries) {
    await expect(
      page.getByRole("heading", { level: 3, name: industry.title, exact: true }),
    ).toBeAttached();
  }
  const [first, second] = servicesPage.faq;
  const firstItem = page.locator("details", { hasText: first?.question });
  const secondItem = page.locator("details", { hasText: second?.question });
  await firstItem.getByText(first?.question ?? "").click();
  await expect(firstItem).toHaveAttribute("open", "");
  await expect(page.getByText(first?.answer ?? "")).toBeVisible();
  await secondItem.getByText(second?.question ?? "").press("Enter");
  await expect(secondItem).toHaveAttribute("open", "");
  await expect(firstItem).not.toHaveAttribute("open");
  await expect(page.getByText(first?.answer ?? "")).toBeHidden();
  await expect(page.getByText(second?.answer ?? "")).toBeVisible();
});

test.describe("accessibility", () => {
  test.use({ reducedMotion: "reduce" });
  // axe over a whole page can take tens of seconds on a busy CI machine.
  test.slow();

  test("services has no axe violations, with an answer open", async ({ page }) => {
    await page.getByText(servicesPage.faq[0]?.question ?? "").click();
    await expectNoAxeViolations(page);
  });
});
