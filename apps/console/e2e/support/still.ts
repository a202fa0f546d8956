import { expect, type Page } from "@playwright/test";

/**
 * Runs `look` on the page as a reader who prefers reduced motion sees it once it is still, then puts the test's own
 * motion setting back. Under reduced motion sonner and every motion-safe utility jump to their end state, and the
 * kit's charts draw their bars and lines whole (Recharts animates only without the preference). A check or picture
 * taken at one instant (axe's colours, a screenshot) then never catches a toast halfway through its fade or a bar
 * halfway up.
 */
export async function whenStill<T>(page: Page, look: () => Promise<T>): Promise<T> {
  const alreadyReduced = await page.evaluate(
    () => window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    // CSS and Web Animations: every running one must be an endless loop (a spinner), not one on its way somewhere.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
    // Recharts animates in script, frame by frame: its drawings are still when no SVG changed over a frame.
    // (`page.evaluate` awaits the frames; `waitForFunction` would take the pending promise itself as a yes.)
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<boolean>((resolve) => {
                const drawings = () =>
                  Array.from(document.querySelectorAll("svg"), (svg) => svg.outerHTML).join("");
                const before = drawings();
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve(drawings() === before)),
                );
              }),
          ),
        { message: "every SVG drawing is still" },
      )
      .toBe(true);
    return await look();
  } finally {
    if (!alreadyReduced) {
      await page.emulateMedia({ reducedMotion: "no-preference" });
    }
  }
}
