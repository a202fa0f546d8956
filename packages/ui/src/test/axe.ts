import axe from "axe-core";

/**
 * Axe rule ids violated inside `container`. Colour contrast needs real layout and paint, so it is checked by
 * the Storybook tests in Chromium instead of here in happy-dom.
 */
export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
