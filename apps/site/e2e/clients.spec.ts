import { expect, test, type Page } from "@playwright/test";
import {
  clientDetailsCopy,
  clientSectionCopy,
  clients,
  clientsPage,
  clientTestimonials,
  clientTypeLabel,
  company,
  maskEmail,
  testimonialsCopy,
} from "@innovatehub/content/site";
import { openOffline } from "./page-helpers";
import { expectNoAxeViolations } from "./support/axe";
import { isMobileViewport, waitForHydration } from "./support/layout";

function showcase(page: Page) {
  return page.locator(`#${clientsPage.showcaseHeading.id}`);
}

function storeHeadings(page: Page) {
  return showcase(page).getByRole("heading", { level: 3 });
}

/** Chooses a client type the way a visitor at this width would: a filter button, or the mobile menu. */
async function chooseType(page: Page, label: string) {
  if (isMobileViewport(page)) {
    const menu = showcase(page).locator('[data-slot="client-filter-menu"]');
    const trigger = menu.getByRole("button", { name: /^Filter:/ });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("button", { name: label, exact: true }).click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toHaveText(`${clientSectionCopy.filterMenuLabel}: ${label}`);
    await expect(trigger).toBeFocused();
    return;
  }
  const button = showcase(page)
    .locator('[data-slot="client-filter-buttons"]')
    .getByRole("button", { name: label, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

test.beforeEach(async ({ page }) => {
  await openOffline(page, "/clients");
});

test("opens with the page title, the hero and its feature points", async ({ page }) => {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toContainText(`${clientsPage.title} ${company.name}`);
  await expect(h1).toContainText(clientsPage.hero.title);
  for (const point of clientsPage.hero.featurePoints) {
    await expect(page.getByText(point.title, { exact: true })).toBeVisible();
  }
});

test("Explore Partnerships scrolls to the client showcase", async ({ page }) => {
  await page.getByRole("link", { name: "Explore Partnerships" }).click();
  await expect(page).toHaveURL(/#client-showcase$/);
  await expect(
    showcase(page).getByRole("heading", { level: 2, name: "Our Valued Partners" }),
  ).toBeInViewport();
});

test("shows every client as cards by default, and filters by type (buttons on desktop, a menu on mobile)", async ({
  page,
}) => {
  await expect(storeHeadings(page)).toHaveText(clients.map((client) => client.storeName));
  await expect(
    showcase(page).getByRole("button", { name: clientSectionCopy.cardsView }),
  ).toHaveAttribute("aria-pressed", "true");

  await chooseType(page, clientTypeLabel("food"));
  await expect(storeHeadings(page)).toHaveText(
    clients.filter((client) => client.type === "food").map((client) => client.storeName),
  );

  await chooseType(page, "pharmacy");
  await expect(storeHeadings(page)).toHaveText(["Perez Botika"]);

  await chooseType(page, "All Clients");
  await expect(storeHeadings(page)).toHaveCount(clients.length);
});

test("the desktop shows filter buttons and the phone a filter menu, never both", async ({
  page,
}) => {
  const buttons = showcase(page).locator('[data-slot="client-filter-buttons"]');
  const menu = showcase(page).locator('[data-slot="client-filter-menu"]');
  if (isMobileViewport(page)) {
    await expect(menu).toBeVisible();
    await expect(buttons).toBeHidden();
  } else {
    await expect(buttons).toBeVisible();
    await expect(menu).toBeHidden();
  }
});

test("switches to a captioned table in a 600 px scroll area and back to cards", async ({
  page,
}) => {
  await showcase(page).getByRole("button", { name: clientSectionCopy.tableView }).click();
  const table = showcase(page).getByRole("table", { name: clientSectionCopy.tableCaption });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(clients.length + 1);
  const area = showcase(page).getByRole("region", { name: clientSectionCopy.tableCaption });
  const box = await area.boundingBox();
  expect(box?.height).toBe(600);
  const scrolls = await area.evaluate((element) => element.scrollHeight > element.clientHeight);
  expect(scrolls).toBe(true);
  await showcase(page).getByRole("button", { name: clientSectionCopy.cardsView }).click();
  await expect(table).toBeHidden();
  await expect(storeHeadings(page)).toHaveCount(clients.length);
});

test("Client Details shows masked data, closes on Escape and gives focus back", async ({
  page,
}) => {
  const client = clients[0];
  if (client?.email === undefined || client.tinNumber === undefined) {
    throw new Error("the first sample client should have every field");
  }
  const trigger = showcase(page).getByRole("button", {
    name: clientSectionCopy.viewDetailsLabel(client.storeName),
  });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: clientDetailsCopy.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(maskEmail(client.email));
  await expect(dialog).not.toContainText(client.email);
  await expect(dialog).not.toContainText(client.tinNumber);
  await expectNoAxeViolations(page, "/clients with Client Details open");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the testimonials block moves between client quotes with its dots", async ({ page }) => {
  // Hydration can land after a scroll on a loaded machine and move the page; interact with the live page.
  await waitForHydration(page);
  const carousel = page.getByRole("region", { name: testimonialsCopy.carouselLabel });
  await carousel.scrollIntoViewIfNeeded();
  const last = clientTestimonials.length;
  await carousel.getByRole("button", { name: testimonialsCopy.goToLabel(last, last) }).click();
  await expect(
    carousel.getByRole("button", { name: testimonialsCopy.goToLabel(last, last) }),
  ).toHaveAttribute("aria-current", "true");
  const lastQuote = clientTestimonials.at(-1);
  // The click scrolls the page only as far as the dots; bring the whole block into view to see the quote.
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByText(lastQuote?.role ?? "")).toBeInViewport();
  await expect(carousel.getByText("BO", { exact: true }).first()).toBeAttached();
});

test("is axe-clean in table view", async ({ page }) => {
  await expectNoAxeViolations(page, "/clients (cards)");
  await showcase(page).getByRole("button", { name: clientSectionCopy.tableView }).click();
  await expectNoAxeViolations(page, "/clients (table)");
});
