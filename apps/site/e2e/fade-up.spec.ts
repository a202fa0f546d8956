import { expect, test } from "@playwright/test";
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
