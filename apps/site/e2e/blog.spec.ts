import { expect, test } from "@playwright/test";
import { blogPage, featuredPost, partnerAnnouncements } from "@innovatehub/content";
import { openOffline } from "./page-helpers";
import { expectNoAxeViolations } from "./support/axe";

test.beforeEach(async ({ page }) => {
  await openOffline(page, "/blog");
});

test("features the March 5, 2025 story and lists four announcements with machine-readable dates", async ({
  page,
}) => {
  await expect(page.getByRole("heading", { level: 2, name: featuredPost.title })).toBeVisible();
  await expect(page.locator('time[datetime="2025-03-05"]').first()).toHaveText("March 5, 2025");
  const list = page.locator(`#${blogPage.recentId}`);
  await expect(list.getByRole("heading", { level: 2, name: blogPage.recentHeading })).toBeVisible();
  await expect(list.locator("time")).toHaveText([
    "March 15, 2025",
    "March 4, 2025",
    "March 1, 2025",
    "February 27, 2025",
  ]);
  const datetimes = await list
    .locator("time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
  expect(datetimes).toEqual(partnerAnnouncements.map((post) => post.date));
});

test("Read Full Article opens the full story; Escape closes it and focus returns", async ({
  page,
}) => {
  const trigger = page.getByRole("button", { name: blogPage.featured.readFullArticle.name });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: featuredPost.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(featuredPost.body.at(-1) ?? "")).toBeAttached();
  await expectNoAxeViolations(page, "/blog with the featured article open");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("View All News goes to the announcements list", async ({ page }) => {
  await page.getByRole("link", { name: blogPage.featured.viewAllNews.name }).click();
  await expect(page).toHaveURL(new RegExp(`/blog#${blogPage.recentId}$`));
  await expect(
    page.getByRole("heading", { level: 2, name: blogPage.recentHeading }),
  ).toBeInViewport();
});

test("every Read More opens its full announcement: no dead buttons", async ({ page }) => {
  for (const post of partnerAnnouncements) {
    const trigger = page.getByRole("button", { name: blogPage.readMoreLabel(post.title) });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: post.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("time")).toHaveAttribute("datetime", post.date);
    await dialog
      .locator('[data-slot="dialog-footer"]')
      .getByRole("button", { name: blogPage.closeArticle })
      .click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
  const buttons = page.getByRole("main").getByRole("button");
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    await expect(buttons.nth(index)).toHaveAttribute("aria-haspopup", "dialog");
  }
});

test("is axe-clean with dialogs closed", async ({ page }) => {
  await expectNoAxeViolations(page, "/blog");
});
