import { expect, test } from "@playwright/test";
import { legalPages } from "@innovatehub/content/site";
import { openOffline } from "./page-helpers";

for (const { path, document, related } of [
  { path: "/privacy-policy", document: legalPages.privacyPolicy, related: legalPages.termsLink },
  { path: "/terms", document: legalPages.termsOfUse, related: legalPages.privacyLink },
]) {
  test.describe(path, () => {
    test.beforeEach(async ({ page }) => {
      await openOffline(page, path);
    });

    test("has its title, effective date, contents and every section", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1, name: document.title })).toBeVisible();
      await expect(page.locator(`time[datetime="${document.effectiveDate}"]`)).toHaveText(
        document.effectiveDateLabel,
      );
      const contents = page.getByRole("navigation", { name: legalPages.contentsLabel });
      await expect(contents.getByRole("link")).toHaveText(
        document.sections.map((section) => section.heading),
      );
      for (const section of document.sections) {
        await expect(
          page
            .getByRole("main")
            .getByRole("heading", { level: 2, name: section.heading, exact: true }),
        ).toBeAttached();
      }
    });

    test("a contents link jumps to its section", async ({ page }) => {
      const last = document.sections.at(-1);
      if (last === undefined) {
        throw new Error(`${path} has no sections`);
      }
      await page
        .getByRole("navigation", { name: legalPages.contentsLabel })
        .getByRole("link", { name: last.heading })
        .click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(
        page.getByRole("main").getByRole("heading", { level: 2, name: last.heading, exact: true }),
      ).toBeInViewport();
    });

    test("links the other legal page", async ({ page }) => {
      await expect(
        page.getByRole("main").getByRole("link", { name: related.name }),
      ).toHaveAttribute("href", related.path);
    });
  });
}
