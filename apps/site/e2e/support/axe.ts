import { expect, type Page } from "@playwright/test";
import { axeResults } from "@innovatehub/playwright-config/axe";

/** WCAG 2.2 A/AA plus best practices: every page must have zero violations. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe's violations on the page as it is now, one readable entry each (rule, impact, help, the elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeResults(page, AXE_TAGS);
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );
}

/**
 * Fails the test with a readable list if axe finds any violation on the page as it is now. Every prerendered page,
 * hydrated, is checked at both widths by the per-page sweep; a feature's spec calls this for a state a visitor
 * makes (an open dialog or menu, a filtered list, a form's errors), not for the page as it loads.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}
