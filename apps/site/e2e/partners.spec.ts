import { expect, test, type Page } from "@playwright/test";
import { partnerCategories, partners, partnersPage } from "@innovatehub/content/site";
import { openOffline } from "./page-helpers";
import { expectNoAxeViolations } from "./support/axe";

function partnerNames(page: Page) {
  return page.getByRole("tabpanel").getByRole("heading", { level: 3 });
}

function card(page: Page, name: string) {
  return page
    .getByRole("tabpanel")
    .locator('[data-slot="partner-card"]')
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

test.beforeEach(async ({ page }) => {
  await openOffline(page, "/partners");
});

test("By Category groups every partner under its category", async ({ page }) => {
  await expect(page.getByRole("tab", { name: partnersPage.byCategoryTab })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  for (const category of partnerCategories) {
    const group = page
      .locator('[data-slot="partner-category"]')
      .filter({ has: page.getByRole("heading", { level: 2, name: category }) });
    await expect(group.getByRole("heading", { level: 3 })).toHaveText(
      partners.filter((partner) => partner.category === category).map((partner) => partner.name),
    );
  }
});

test("All Partners filters by category with pressed buttons, defaulting to all", async ({
  page,
}) => {
  await page.getByRole("tab", { name: partnersPage.allPartnersTab }).click();
  const filters = page.getByRole("group", { name: partnersPage.categoryFilterLabel });
  await expect(filters.getByRole("button")).toHaveText([
    partnersPage.allCategories,
    ...partnerCategories,
  ]);
  await expect(filters.getByRole("button", { name: partnersPage.allCategories })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(partnerNames(page)).toHaveCount(partners.length);

  await filters.getByRole("button", { name: "Banking" }).click();
  await expect(filters.getByRole("button", { name: "Banking" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(filters.getByRole("button", { name: partnersPage.allCategories })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(partnerNames(page)).toHaveText(
    partners.filter((partner) => partner.category === "Banking").map((partner) => partner.name),
  );

  await filters.getByRole("button", { name: "Technology" }).click();
  await expect(partnerNames(page)).toHaveText(["CTI CommuniGate Technologies Inc."]);
  await expectNoAxeViolations(page, "/partners (All Partners, filtered)");
});

test("a card expands with Show More and collapses with Show Less", async ({ page }) => {
  const lbc = partners.find((partner) => partner.id === "lbc");
  if (lbc?.details === undefined) {
    throw new Error("LBC should have details");
  }
  const lbcCard = card(page, lbc.name);
  const toggle = lbcCard.getByRole("button", {
    name: new RegExp(`^(${partnersPage.showMore}|${partnersPage.showLess})$`),
  });
  await expect(toggle).toHaveText(partnersPage.showMore);
  await expect(lbcCard.getByText(lbc.description)).toBeVisible();
  await expect(lbcCard.getByText(lbc.details)).toBeHidden();
  const controls = await toggle.getAttribute("aria-controls");
  expect(controls).toBeTruthy();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toHaveText(partnersPage.showLess);
  await expect(page.locator(`[id="${controls}"]`)).toBeVisible();
  await expect(lbcCard.getByText(lbc.details)).toBeVisible();
  await expectNoAxeViolations(page, "/partners with a card expanded");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(lbcCard.getByText(lbc.details)).toBeHidden();
});

test("a partner without details or integrations shows its description and no toggle", async ({
  page,
}) => {
  const cti = partners.find((partner) => partner.id === "cti-communigate");
  if (cti === undefined) {
    throw new Error("CTI should exist");
  }
  const ctiCard = card(page, cti.name);
  await expect(ctiCard.getByText(cti.description)).toBeVisible();
  await expect(ctiCard.getByRole("button")).toHaveCount(0);
});

test("links back home and to the contact page", async ({ page }) => {
  await expect(
    page.getByRole("main").getByRole("link", { name: partnersPage.backToHome.name }),
  ).toHaveAttribute("href", "/");
  await page.getByRole("main").getByRole("link", { name: partnersPage.contactUs.name }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("is axe-clean on By Category", async ({ page }) => {
  await expectNoAxeViolations(page, "/partners");
});
