import { expect, test } from "@playwright/test";
import { becomeAnAgentPage } from "@innovatehub/content/site";
import { waitForHydration } from "./support/layout";

const { paths, copy } = becomeAnAgentPage;

test("the agent page switches to Filipino, whose document is in Filipino, and back", async ({ page }) => {
  await page.goto(paths.en);
  await waitForHydration(page);
  await page.getByRole("link", { name: copy.en.languageSwitch.name }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.fil}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.fil.hero.title);
  await expect(page.locator("html")).toHaveAttribute("lang", copy.fil.lang);
  await page.getByRole("link", { name: copy.fil.languageSwitch.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.en.hero.title);
  await expect(page.locator("html")).toHaveAttribute("lang", copy.en.lang);
});

test("each version names both in its head, English as the default", async ({ page }) => {
  for (const path of [paths.en, paths.fil]) {
    await page.goto(path);
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(3);
    expect(
      await alternates.evaluateAll((links) =>
        links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href") ?? "").pathname}`),
      ),
    ).toEqual([`en ${paths.en}`, `fil ${paths.fil}`, `x-default ${paths.en}`]);
  }
});
