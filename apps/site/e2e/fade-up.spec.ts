import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/layout";

test("a block below the fold stays hidden until scrolled into view, then fades in", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const block = page.locator('[data-slot="cta-block"] .fade-up');
  const box = await block.boundingBox();
  const viewport = page.viewportSize();
  test.skip(!box || !viewport || box.y < viewport.height, "the block is already above the fold at this width");

  await expect(block).toHaveClass(/fade-pending/);
  await expect(block).toHaveCSS("opacity", "0");
  await block.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(block).toHaveClass(/fade-in/);
  await expect(block).toHaveCSS("opacity", "1");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing is hidden", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await expect(page.locator('[data-slot="cta-block"] .fade-up')).toHaveCSS("opacity", "1");
  });
});
