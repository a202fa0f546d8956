import { expect, type Page } from "@playwright/test";
import { companyNavGroup, mobileMenuLabels, servicesNavGroup } from "@innovatehub/content/site";

/** Width from which the mobile menu is hidden (Tailwind `md`). */
export const MD_BREAKPOINT_PX = 768;

export function isMobileViewport(page: Page): boolean {
  return (page.viewportSize()?.width ?? MD_BREAKPOINT_PX) < MD_BREAKPOINT_PX;
}

export function siteHeader(page: Page) {
  return page.getByRole("banner");
}

export function mobileMenuToggle(page: Page) {
  return siteHeader(page).getByRole("button", { name: /menu/i });
}

export function mobileMenu(page: Page) {
  return page.locator("#mobile-menu");
}

export function desktopNav(page: Page) {
  return siteHeader(page).locator('nav[data-slot="desktop-nav"]');
}

/** Waits until React has hydrated the page, so clicks reach the app and not the static HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Opens the header menus the way a visitor would: the mobile menu with both groups, or a desktop dropdown. */
export async function openHeaderMenus(page: Page): Promise<void> {
  if (isMobileViewport(page)) {
    await mobileMenuToggle(page).click();
    const menu = mobileMenu(page);
    await menu.getByRole("button", { name: servicesNavGroup.name }).click();
    await menu.getByRole("button", { name: companyNavGroup.name }).click();
    await expect(mobileMenuToggle(page)).toHaveAccessibleName(mobileMenuLabels.close);
    return;
  }
  // Keyboard, not a click: a pointer resting on a group's button opens it after 200 ms, and a click
  // that lands after that would toggle it shut again.
  await desktopNav(page).getByRole("button", { name: servicesNavGroup.name }).focus();
  await page.keyboard.press("Enter");
  await expect(desktopNav(page).getByRole("link", { name: servicesNavGroup.links[0]?.name ?? "" })).toBeVisible();
}
