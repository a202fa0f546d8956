import type { Page } from "@playwright/test";

/**
 * Every box under `scope` (the whole body by default), rounded to the half pixel and keyed by its place in the
 * document, so two layouts of one page compare line by line. Layout checks compare these instead of summing
 * live layout-shift entries: a figure read while the page loads depends on how busy the machine is, a box
 * read once the page is still does not.
 */
export function boxes(page: Page, scope = "body"): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...(document.querySelector(selector)?.querySelectorAll("*") ?? [])].map((element, index) => {
        const box = element.getBoundingClientRect();
        const round = (value: number) => Math.round(value * 2) / 2;
        const name = `${String(index)} ${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").slice(0, 60)}`;
        return `${name} ${String(round(box.x))},${String(round(box.y))} ${String(round(box.width))}x${String(round(box.height))}`;
      }),
    scope,
  );
}

/** The first few boxes that differ between two readings of one page (empty when nothing moved). */
export function movedBoxes(before: string[], after: string[]): string[] {
  if (before.length === 0) {
    // Nothing matched the selector: a comparison of nothing would pass whatever the page did.
    return ["(no box measured: the selector matched nothing)"];
  }
  const count = Math.max(before.length, after.length);
  const moved: string[] = [];
  for (let index = 0; index < count && moved.length < 5; index += 1) {
    if (before[index] !== after[index]) {
      moved.push(`${before[index] ?? "(none)"} -> ${after[index] ?? "(none)"}`);
    }
  }
  return moved;
}

/** Whether a linked stylesheet (not the inlined `<style>`) applies to the page. */
export function linkedStylesheetApplies(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return sheet.href !== null && sheet.cssRules.length > 0;
      } catch {
        // A stylesheet whose load failed refuses to list its rules.
        return false;
      }
    }),
  );
}
