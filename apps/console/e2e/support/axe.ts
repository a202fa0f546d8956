import { expect, type Page } from "@playwright/test";
import { axeResults } from "@innovatehub/playwright-config/axe";
import { conflictingClassLists } from "@innovatehub/ui/lib/class-conflicts";

/** WCAG 2.2 A/AA plus best practices: zero violations. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe reads colours at one instant, so a toast halfway through its fade reads as faint text. Under reduced
 * motion sonner (and every motion-safe utility) jumps straight to its end state; the page is checked as a reader
 * sees it once it is still, and the test's own motion setting is put back afterwards.
 */
async function analyzeStill(page: Page) {
  const alreadyReduced = await page.evaluate(
    () => window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
    return await axeResults(page, AXE_TAGS);
  } finally {
    if (!alreadyReduced) {
      await page.emulateMedia({ reducedMotion: "no-preference" });
    }
  }
}

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await analyzeStill(page);
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
