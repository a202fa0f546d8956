import { expect, type Page, test } from "@playwright/test";
import { allServicesPage, services } from "@innovatehub/content/site";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/layout";

const LONG_QUERY_LENGTH = 2000;

function catalogue(page: Page) {
  return page.locator("#all-services");
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: allServicesPage.searchLabel });
}

function cardTitles(page: Page) {
  return catalogue(page).getByRole("article").getByRole("heading", { level: 3 });
}

async function open(page: Page, path = "/all-services") {
  await page.goto(path);
  await waitForHydration(page);
}

test("Explore Services scrolls to #all-services", async ({ page }) => {
  await open(page);
  await page.getByRole("link", { name: allServicesPage.hero.primaryAction.name }).click();
  await expect(page).toHaveURL(/#all-services$/);
  await expect(catalogue(page).getByRole("heading", { level: 2 })).toBeInViewport();
});

test("shows every service with two features under the All tab by default", async ({ page }) => {
  await open(page);
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Search services...");
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveText(services.map((service) => service.title));
  await expect(catalogue(page).getByRole("article").first().getByRole("listitem")).toHaveCount(2);
});

test("search and tabs combine, and the empty state explains what to do", async ({ page }) => {
  await open(page);
  await searchBox(page).fill("PAYMENT");
  await expect(cardTitles(page)).toHaveText(["Fintech Solutions", "E-Commerce Development"]);
  await page.getByRole("tab", { name: "E-commerce" }).click();
  await expect(cardTitles(page)).toHaveText(["E-Commerce Development"]);
  await page.getByRole("tab", { name: "AI" }).click();
  await expect(page.getByRole("heading", { name: "No services found" })).toBeVisible();
  await expect(page.getByText("Try a different search term or category")).toBeVisible();
});

test("pattern characters, spaces and very long text are harmless", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await open(page);
  await searchBox(page).fill("  qr  ");
  await expect(cardTitles(page)).toHaveText(["Fintech Solutions"]);
  for (const text of [".*", "(", "[a-z]+", "\\", "%", "é✓🙂", "x".repeat(LONG_QUERY_LENGTH)]) {
    await searchBox(page).fill(text);
    await expect(page.getByRole("heading", { name: "No services found" })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("search and tab survive a reload", async ({ page }) => {
  await open(page);
  await page.getByRole("tab", { name: "Web & Mobile" }).click();
  await searchBox(page).fill("apps");
  await expect(page).toHaveURL(/\?category=web-mobile&q=apps$|\?q=apps&category=web-mobile$/);
  await page.reload();
  await waitForHydration(page);
  await expect(searchBox(page)).toHaveValue("apps");
  await expect(page.getByRole("tab", { name: "Web & Mobile" })).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveText(["Web & Mobile Apps"]);
});

test("back and forward move between tab choices", async ({ page }) => {
  await open(page);
  await page.getByRole("tab", { name: "Fintech" }).click();
  await expect(page).toHaveURL(/category=fintech/);
  await page.getByRole("tab", { name: "Global" }).click();
  await expect(cardTitles(page)).toHaveText(["Global Expansion"]);
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Fintech" })).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveText(["Fintech Solutions"]);
  await page.goBack();
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveCount(services.length);
  await page.goForward();
  await expect(page.getByRole("tab", { name: "Fintech" })).toHaveAttribute("aria-selected", "true");
});

test("a shared link opens with its search and tab", async ({ page }) => {
  await open(page, "/all-services?q=dubai&category=global");
  await expect(searchBox(page)).toHaveValue("dubai");
  await expect(cardTitles(page)).toHaveText(["Global Expansion"]);
});

test.describe("accessibility", () => {
  test.use({ reducedMotion: "reduce" });
  // axe over a whole page can take tens of seconds on a busy CI machine.
  test.slow();

  test("the empty state has no axe violations", async ({ page }) => {
    await open(page, "/all-services?q=zzz");
    await expect(page.getByRole("heading", { name: "No services found" })).toBeVisible();
    await expectNoAxeViolations(page, "/all-services (empty)");
  });
});
