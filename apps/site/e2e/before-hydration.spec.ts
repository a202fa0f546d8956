import { expect, type Locator, type Page, test } from "@playwright/test";
import { DESKTOP_ONLY, MOBILE_ONLY } from "@innovatehub/playwright-config";
import {
  allServicesPage,
  bookingDialog,
  bookingPage,
  clientDetailsCopy,
  clients,
  clientSectionCopy,
  clientTypeLabel,
  filterServices,
  inquiryFormCopy,
  partnerHasMore,
  partners,
  partnersPage,
  servicePages,
  services,
  servicesNavGroup,
} from "@innovatehub/content/site";
import { desktopNav, isMobileViewport, mobileMenu, mobileMenuToggle } from "./support/layout";

/** A mid-range phone's CPU, as Lighthouse's mobile profile slows it. */
const PHONE_CPU_SLOWDOWN = 4;
/** Hydration on a 4x slower CPU on the shared test machine. */
const HYDRATION_TIMEOUT_MS = 30_000;

test.describe.configure({ timeout: 90_000 });

/**
 * Opens `path` with every script of the site held back and the CPU slowed 4x: the page is the prerendered
 * HTML, visible and usable, with nothing hydrated. Resolves with the function that lets the scripts through.
 */
async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  let letScriptsThrough: () => void = () => undefined;
  const scriptsReleased = new Promise<void>((resolve) => {
    letScriptsThrough = resolve;
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.locator("main")).toBeVisible();
  return async () => {
    letScriptsThrough();
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === "true",
      undefined,
      {
        timeout: HYDRATION_TIMEOUT_MS,
      },
    );
  };
}

async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

/**
 * A control that works only with the scripts, pressed while they are held back: it is shown disabled, the
 * press does nothing, and once the scripts run it is enabled at the same size (no layout shift).
 */
async function pressWhileDisabled(control: Locator, hydrate: () => Promise<void>) {
  await expect(control).toBeDisabled();
  const before = await control.boundingBox();
  await control.click({ force: true, noWaitAfter: true });
  await expectNotHydrated(control.page());

  await hydrate();
  await expect(control).toBeEnabled();
  const after = await control.boundingBox();
  expect({ width: after?.width, height: after?.height }).toEqual({
    width: before?.width,
    height: before?.height,
  });
}

test("text typed into the All Services search before hydration filters the list once the scripts run", MOBILE_ONLY, async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/all-services");
  const search = page.getByRole("searchbox", { name: allServicesPage.searchLabel });
  await search.pressSequentially("PAYMENT");
  await expectNotHydrated(page);

  await hydrate();
  const expected = filterServices(services, "PAYMENT", "all").map((service) => service.title);
  expect(expected.length).toBeLessThan(services.length);
  await expect(
    page.locator("#all-services").getByRole("article").getByRole("heading", { level: 3 }),
  ).toHaveText(expected);
  await expect(search).toHaveValue("PAYMENT");
  await expect(page).toHaveURL(/[?&]q=PAYMENT/);
});

test("the phone's clients filter menu is disabled until the scripts run, then opens", MOBILE_ONLY, async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/clients");
  const trigger = page
    .locator('[data-slot="client-filter-menu"]')
    .getByRole("button", { name: /^Filter:/ });
  await expect(trigger).toBeDisabled();

  await hydrate();
  await expect(trigger).toBeEnabled();
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
});

test("a clients type filter pressed before hydration is applied once the scripts run", DESKTOP_ONLY, async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/clients");
  const food = clientTypeLabel("food");
  await page
    .locator('[data-slot="client-filter-buttons"]')
    .getByRole("button", { name: food, exact: true })
    .click({ noWaitAfter: true });
  await page.waitForURL(/[?&]type=food/, { waitUntil: "commit" });

  await hydrate();
  const showcase = page.locator('[data-slot="client-partners-section"]');
  await expect(
    showcase
      .locator('[data-slot="client-filter-buttons"]')
      .getByRole("button", { name: food, exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(showcase.getByRole("heading", { level: 3 })).toHaveText(
    clients.filter((client) => client.type === "food").map((client) => client.storeName),
  );
});

test("a partners tab pressed before hydration is applied once the scripts run, with its category filter at All", MOBILE_ONLY, async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/partners");
  await page.getByRole("tab", { name: partnersPage.allPartnersTab }).click({ noWaitAfter: true });
  await page.waitForURL(/[?&]view=all/, { waitUntil: "commit" });

  await hydrate();
  await expect(page.getByRole("tab", { name: partnersPage.allPartnersTab })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const filters = page.getByRole("group", { name: partnersPage.categoryFilterLabel });
  await expect(filters.getByRole("button", { name: partnersPage.allCategories })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveCount(
    partners.length,
  );
});

test("what is typed, chosen and ticked in an inquiry form before hydration is kept, and typing goes on", MOBILE_ONLY, async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/global-expansion");
  const form = page.getByRole("form", { name: inquiryFormCopy.global.title });
  const name = form.getByRole("textbox", { name: "Full Name" });
  const timeline = form.getByRole("combobox", { name: "Expansion Timeline" });
  const subscribe = form.getByRole("checkbox");
  await timeline.selectOption({ index: 1 });
  await subscribe.check();
  await name.click();
  await page.keyboard.type("Maria");
  await expectNotHydrated(page);
  const chosen = await timeline.inputValue();

  await hydrate();
  await page.keyboard.type(" Santos");
  await page.waitForLoadState("networkidle");
  await expect(name).toHaveValue("Maria Santos");
  await expect(name).toBeFocused();
  await expect(timeline).toHaveValue(chosen);
  expect(chosen).not.toBe("");
  await expect(subscribe).toBeChecked();
});

test("the header's menu buttons are disabled until the scripts run, then open their menu", async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/about");
  if (isMobileViewport(page)) {
    const toggle = mobileMenuToggle(page);
    await pressWhileDisabled(toggle, hydrate);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(mobileMenu(page)).toBeVisible();
    return;
  }
  const group = desktopNav(page).getByRole("button", { name: servicesNavGroup.name });
  await pressWhileDisabled(group, hydrate);
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await group.focus();
  await page.keyboard.press("Enter");
  await expect(group).toHaveAttribute("aria-expanded", "true");
  await expect(
    desktopNav(page).getByRole("link", { name: servicesNavGroup.links[0]?.name ?? "" }),
  ).toBeVisible();
});

for (const { path, trigger } of [
  { path: "/booking", trigger: bookingPage.customBooking.button },
  { path: servicePages["fintech-solutions"].path, trigger: bookingDialog.demoTrigger.label },
]) {
  test(`the booking dialog's ${trigger} button on ${path} is disabled until the scripts run, then opens it`, async ({
    page,
  }) => {
    const hydrate = await openBeforeHydration(page, path);
    const button = page.getByRole("button", { name: trigger });
    await pressWhileDisabled(button, hydrate);
    await button.click();
    await expect(page.getByRole("dialog", { name: bookingDialog.title })).toBeVisible({
      timeout: HYDRATION_TIMEOUT_MS,
    });
  });
}

test("the clients view switch and Client Details are disabled until the scripts run, then work", async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/clients");
  const showcase = page.locator('[data-slot="client-partners-section"]');
  const table = showcase.getByRole("button", { name: clientSectionCopy.tableView, exact: true });
  await expect(table).toBeDisabled();
  const details = showcase.getByRole("button", {
    name: clientSectionCopy.viewDetailsLabel(clients[0]?.storeName ?? ""),
  });
  await pressWhileDisabled(details, hydrate);

  await expect(table).toBeEnabled();
  await details.click();
  await expect(page.getByRole("dialog", { name: clientDetailsCopy.title })).toBeVisible({
    timeout: HYDRATION_TIMEOUT_MS,
  });
});

test("a partner's Show More is disabled until the scripts run, then expands the card", async ({
  page,
}) => {
  const partner = partners.find(partnerHasMore);
  if (partner === undefined) {
    throw new Error("some partner should have details or integrations");
  }
  const hydrate = await openBeforeHydration(page, "/partners");
  const card = page
    .locator('[data-slot="partner-card"]')
    .filter({ has: page.getByRole("heading", { name: partner.name, exact: true }) })
    .first();
  const toggle = card.getByRole("button", { name: partnersPage.showMore });
  await pressWhileDisabled(toggle, hydrate);
  await toggle.click();
  await expect(card).toHaveAttribute("data-expanded", "true");
});
