import { expect, type Page } from "@playwright/test";
import { axeResults } from "@innovatehub/playwright-config/axe";
import { conflictingClassLists } from "@innovatehub/ui/lib/class-conflicts";
import { whenStill } from "./still";

/** WCAG 2.2 A/AA plus best practices: zero violations. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // axe reads colours at one instant: the page is checked once it is still (a toast at the end of its fade).
  const results = await whenStill(page, () => axeResults(page, AXE_TAGS));
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
  // Every screen checked for axe is also checked for classes that set one thing twice: the kit's `cn` only joins
  // classes (docs/decisions.md D81), so a `className` that fights a component's own class would be decided by the
  // stylesheet's order.
  expect(await conflictingClassLists(page), `conflicting classes on ${label}`).toEqual([]);
}
