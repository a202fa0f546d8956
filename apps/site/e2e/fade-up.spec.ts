import { expect, test, type Locator } from "@playwright/test";
import { waitForHydration } from "./support/layout";

test("a block below the fold stays hidden until scrolled into view, then fades in", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  const block = page.locator('[data-slot="cta-block"] .fade-up');
  // The page must have the block, below the fold: otherwise this test would prove nothing, so it fails.
  await expect(block).toHaveCount(1);
  const box = await block.boundingBox();
  const viewportHeight = page.viewportSize()?.height ?? 0;
  expect(box?.y ?? 0, "the block starts below the fold").toBeGreaterThanOrEqual(viewportHeight);

  await expect(block).toHaveClass(/fade-pending/);
  await expect(block).toHaveCSS("opacity", "0");
  // Hidden in place: no offset waiting to be undone as it fades in.
  await expect(block).toHaveCSS("transform", "none");
  const pendingTop = await topInDocument(block);
  await block.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(block).toHaveClass(/fade-in/);
  await expect(block).toHaveCSS("opacity", "1");
  // A block that rose into place moved its button under a tap already on its way: it only fades.
  expect(await topInDocument(block), "the block fades in where it stands").toBe(pendingTop);
});

/** Where the element's box starts on the page, whatever the scroll: moved only by a transform or layout. */
function topInDocument(element: Locator): Promise<number> {
  return element.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing is hidden", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await expect(page.locator('[data-slot="cta-block"] .fade-up')).toHaveCSS("opacity", "1");
  });
});
