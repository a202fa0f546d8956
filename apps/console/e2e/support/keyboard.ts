import type { Locator, Page } from "@playwright/test";

/**
 * How long one attempt inside a retried keyboard step waits for focus to land before it presses again; the
 * surrounding toPass() retries until the test's own timeout, so a slow machine costs attempts, not the test.
 */
export const FOCUS_CHECK_MS = 2_000;

/** How many times focus may go round the whole page before the search gives up. */
const ROUNDS = 2;
/** A backstop for a page whose focus never comes round to an element it has passed. */
const MAX_TABS = 300;
const STOP_TEXT_CHARS = 40;

type Stop = { description: string; visits: number };
type TabVisits = { tabToVisits?: WeakMap<Element, number> };

/** Forgets which elements the last search passed. */
function startCounting(page: Page): Promise<void> {
  return page.evaluate(() => {
    (globalThis as TabVisits).tabToVisits = new WeakMap();
  });
}

/**
 * The focused element, described well enough to tell the page's tab stops apart in a failure message, and how many
 * times this search has focused that same element.
 */
function focusedStop(page: Page): Promise<Stop> {
  return page.evaluate((textChars) => {
    const element = document.activeElement ?? document.body;
    const visits = (globalThis as TabVisits).tabToVisits ?? new WeakMap<Element, number>();
    (globalThis as TabVisits).tabToVisits = visits;
    const count = (visits.get(element) ?? 0) + 1;
    visits.set(element, count);
    if (element === document.body) {
      return { description: "(the page itself)", visits: count };
    }
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
    return { description: `${element.tagName.toLowerCase()} "${name.slice(0, textChars)}"`, visits: count };
  }, STOP_TEXT_CHARS);
}

/**
 * Presses Tab until the target has focus, as a keyboard user would; `"backward"` presses Shift+Tab, as one heading
 * for something above does. Above matters while toasts are on screen: they come last in the page, and sonner sends
 * focus that tabs forward out of them back to where it entered them (its keyboard design), so forward Tab from the
 * page's end loops there instead of wrapping to the top. It gives up once focus has gone round twice (the target
 * may appear while the first round runs), naming the stops it passed, so a failure says where focus went.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  direction: "forward" | "backward" = "forward",
): Promise<void> {
  const key = direction === "forward" ? "Tab" : "Shift+Tab";
  await startCounting(page);
  const passed: string[] = [];
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    const stop = await focusedStop(page);
    if (stop.visits > ROUNDS) {
      break;
    }
    if (stop.visits === 1) {
      passed.push(stop.description);
    }
  }
  throw new Error(`${key} never reached ${target.toString()}; focus went through: ${passed.join(", ")}`);
}
