import { expect, test } from "@playwright/test";
import {
  companyNavGroup,
  HEADER_SCROLL_THRESHOLD_PX,
  headerCta,
  mobileMenuLabels,
  servicesNavGroup,
} from "@innovatehub/content/site";
import { expectNoAxeViolations } from "./support/axe";
import {
  desktopNav,
  isMobileViewport,
  MD_BREAKPOINT_PX,
  mobileMenu,
  mobileMenuToggle,
  openHeaderMenus,
  siteHeader,
  waitForHydration,
} from "./support/layout";

const WHITE = "rgb(255, 255, 255)";
const TRANSPARENT = "rgba(0, 0, 0, 0)";

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
});

test("the header is sticky, transparent at the top and solid white after 50 px of scrolling", async ({
  page,
}) => {
  const header = siteHeader(page);
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect(header).toHaveCSS("position", "sticky");
  expect(await background()).toBe(TRANSPARENT);

  await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD_PX);
  await expect(header).toHaveAttribute("data-scrolled", "false");

  await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD_PX + 1);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect.poll(background).toBe(WHITE);
  expect((await header.boundingBox())?.y).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test.describe("on a phone", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? MD_BREAKPOINT_PX) >= MD_BREAKPOINT_PX,
    "phone widths only",
  );

  test("the toggle opens the menu right below the 3.5rem header", async ({ page }) => {
    const toggle = mobileMenuToggle(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(desktopNav(page)).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(mobileMenuLabels.close);
    await expect(mobileMenu(page)).toBeVisible();
    const headerBox = await siteHeader(page).boundingBox();
    const menuBox = await mobileMenu(page).boundingBox();
    expect(headerBox?.height).toBe(56);
    expect(menuBox?.y).toBe(56);
  });

  test("Services and Company expand independently, both may be open, and a link closes the menu", async ({
    page,
  }) => {
    await mobileMenuToggle(page).click();
    const menu = mobileMenu(page);
    const services = menu.getByRole("button", { name: servicesNavGroup.name });
    const company = menu.getByRole("button", { name: companyNavGroup.name });

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(
      menu.locator(`#${await services.getAttribute("aria-controls")}`).getByRole("link"),
    ).toHaveText(servicesNavGroup.links.map((link) => link.name));

    await company.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(company).toHaveAttribute("aria-expanded", "true");

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "All Services" })).toBeHidden();
    await expect(menu.getByRole("link", { name: "Partners" })).toBeVisible();

    await menu.getByRole("link", { name: "Partners" }).click();
    await expect(page).toHaveURL("/partners");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(mobileMenuToggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await mobileMenuToggle(page).click();
    await mobileMenu(page).getByRole("button", { name: servicesNavGroup.name }).focus();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(mobileMenuToggle(page)).toBeFocused();
  });

  test("the mobile menu never shows from md up, even when left open", async ({ page }) => {
    await mobileMenuToggle(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await page.setViewportSize({ width: MD_BREAKPOINT_PX, height: 800 });
    await expect(mobileMenu(page)).toBeHidden();
    await expect(mobileMenuToggle(page)).toBeHidden();
    await expect(desktopNav(page)).toBeVisible();
  });

  test("the menu can be used with the keyboard alone", async ({ page }) => {
    await mobileMenuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(mobileMenu(page).getByRole("link", { name: "Home" })).toBeFocused();
  });
});

test.describe("on a desktop", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < MD_BREAKPOINT_PX, "desktop widths only");

  test("shows Home, About, Services, Company, Contact and the Contact Us button", async ({
    page,
  }) => {
    const nav = desktopNav(page);
    await expect(mobileMenuToggle(page)).toBeHidden();
    await expect(nav.locator("ul > li > :first-child").filter({ visible: true })).toHaveText([
      "Home",
      "About",
      "Services",
      "Company",
      "Contact",
    ]);
    await expect(siteHeader(page).getByRole("link", { name: headerCta.name })).toHaveAttribute(
      "href",
      headerCta.path,
    );
  });

  test("the Services dropdown lists its eight links in order and Company its three", async ({
    page,
  }) => {
    const nav = desktopNav(page);
    await nav.getByRole("button", { name: servicesNavGroup.name }).focus();
    await page.keyboard.press("Enter");
    const openLinks = nav.locator("[id] a").filter({ visible: true });
    await expect(openLinks).toHaveText(servicesNavGroup.links.map((link) => link.name));

    // With a dropdown open, pointing at the next group's button switches to it at once.
    await nav.getByRole("button", { name: companyNavGroup.name }).hover();
    await expect(openLinks).toHaveText(companyNavGroup.links.map((link) => link.name));
    await page.keyboard.press("Escape");
    await expect(openLinks).toHaveCount(0);
  });

  test("a dropdown link navigates", async ({ page }) => {
    await desktopNav(page).getByRole("button", { name: servicesNavGroup.name }).focus();
    await page.keyboard.press("Enter");
    await desktopNav(page).getByRole("link", { name: "AI Solutions" }).click();
    await expect(page).toHaveURL("/ai-solutions");
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: /skip to main content/i });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("the open menus are axe-clean, with the page the visitor is on marked in them", async ({
  page,
}) => {
  const current = servicesNavGroup.links.at(-1);
  await page.goto(current?.path ?? "/");
  await waitForHydration(page);
  await openHeaderMenus(page);
  const menus = isMobileViewport(page) ? mobileMenu(page) : desktopNav(page);
  await expect(menus.getByRole("link", { name: current?.name ?? "" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page, `${current?.path ?? "/"} (menus open)`);
});
