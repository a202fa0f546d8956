import { expect, type Page } from "@playwright/test";
import { siteHeader } from "./layout";

/** How far below the header's bottom edge a followed anchor may land its target. */
const ANCHOR_TOLERANCE_PX = 24;

type Landing = { targetTop: number; headerBottom: number; atPageEnd: boolean };

async function landing(page: Page, id: string): Promise<Landing> {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    const header = document.querySelector("header");
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    return {
      targetTop: target?.getBoundingClientRect().top ?? Number.NaN,
      headerBottom: header?.getBoundingClientRect().bottom ?? Number.NaN,
      atPageEnd: window.scrollY >= maxScroll - 1,
    };
  }, id);
}

const JUST_BELOW_HEADER = "just below the header";

function describeLanding({ targetTop, headerBottom, atPageEnd }: Landing): string {
  if (targetTop < headerBottom) {
    return "hidden under the header";
  }
  // A target near the end of a page can only come as high as the page scrolls.
  if (!atPageEnd && targetTop > headerBottom + ANCHOR_TOLERANCE_PX) {
    return `${Math.round(targetTop - headerBottom)} px below the header`;
  }
  return JUST_BELOW_HEADER;
}

/**
 * Whether the prerendered main content links to an element of its own page ("#id" or "/path#id"). Pages are
 * prerendered whole (docs/decisions.md D89), so a page without one needs no anchor check in the browser (D91).
 */
export function hasInPageAnchor(html: string, path: string): boolean {
  const main = /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? "";
  return [...main.matchAll(/<a\b[^>]*\shref="([^"]*#[^"]+)"/gi)].some(([, href = ""]) => {
    const url = new URL(href.replace(/&amp;/g, "&"), `http://site${path}`);
    return url.pathname === path && url.hash.length > 1;
  });
}

/** Clicks every in-page anchor of the hydrated page's main content; each must land its target just below the sticky header. */
export async function expectAnchorsLandBelowHeader(page: Page, path: string): Promise<void> {
  // Links to an element of this same page, whether written "#id" or "/path#id".
  const hrefs = await page
    .getByRole("main")
    .locator('a[href*="#"]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute("href") ?? "")
        .filter((href) => {
          const url = new URL(href, window.location.href);
          return url.pathname === window.location.pathname && url.hash.length > 1;
        }),
    );
  expect(hrefs, `${path}: the hydrated page keeps the prerendered in-page anchors`).not.toEqual([]);
  await expect(siteHeader(page)).toBeVisible();
  for (const href of new Set(hrefs)) {
    const hash = href.slice(href.indexOf("#"));
    const id = decodeURIComponent(hash.slice(1));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("main").locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    // The browser may still be scrolling when the URL changes: the landing is read until it settles where it should.
    await expect
      .poll(async () => describeLanding(await landing(page, id)), { message: `${path} ${href}` })
      .toBe(JUST_BELOW_HEADER);
  }
}
