import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 A/AA plus best practices, as the "axe: zero violations" budget of docs/product.md §11 asks. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/*
 * Radix NavigationMenu places an aria-hidden, focusable "focus proxy" after an open trigger; it only
 * hands focus on to the open panel, so Tab order stays correct. axe cannot know that, so it is
 * excluded by its exact shape (reported to the UI kit owners).
 */
const RADIX_FOCUS_PROXY = '[data-slot="navigation-menu-item"] > span[aria-hidden="true"][tabindex="0"]';

/** Fails the test with a readable list if axe finds any violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude(RADIX_FOCUS_PROXY).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
