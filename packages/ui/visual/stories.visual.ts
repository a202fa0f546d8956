import { readFileSync } from "node:fs";
import path from "node:path";

import { type Browser, type Page, expect, test as base } from "@playwright/test";

import { STORYBOOK_DIR } from "./paths";
import { SKIP_TAG, VISUAL_VIEWPORTS } from "./widths";

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

function storiesOfTheBuild(): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(STORYBOOK_DIR, "index.json"), "utf8")) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter(
    (entry) => entry.type === "story" && !(entry.tags ?? []).includes(SKIP_TAG),
  );
}

/**
 * One page per worker. Each story is loaded into it with a full navigation, so nothing a story left behind (a
 * scroll lock on the body, a portalled popover, a focus ring, a listener) reaches the next one's picture; the
 * preview's bundle comes from the browser's cache after the first story. Light theme and reduced motion, as
 * designers review the kit; one device pixel per CSS pixel, so the baselines are small.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }: { browser: Browser }, use) => {
      const context = await browser.newContext({
        colorScheme: "light",
        reducedMotion: "reduce",
        deviceScaleFactor: 1,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * The Storybook preview's current render: its phase reaches "finished" after the play function and afterEach,
 * also when the play function threw (Storybook 10 reports that on its channel, not in the phase); the Storybook
 * story tests in `test` fail on it, so here the phase only tells a story that rendered from one that errored.
 */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
}

/** Loads a story on its own in the page and waits until it has rendered, its play function ran and fonts are in. */
async function settledStory(page: Page, storyId: string): Promise<void> {
  const storybook = process.env.VISUAL_STORYBOOK_URL;
  if (storybook === undefined) {
    throw new Error(
      "VISUAL_STORYBOOK_URL is unset: run through visual.config.ts (its global setup serves Storybook)",
    );
  }
  // a11y runs in the Vitest story tests; here it would only cost time.
  await page.goto(`${storybook}/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && (render.phase === "finished" || render.phase === "errored");
  }, storyId);
  const phase = await page.evaluate(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase,
  );
  expect(phase, `the story ${storyId} rendered and its play function ran`).toBe("finished");
  const brandFaceLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) =>
        face.family.includes("Plus Jakarta Sans") &&
        face.display === "block" &&
        face.status === "loaded",
    );
  });
  expect(
    brandFaceLoaded,
    "Storybook's preview loaded the brand face before the story (.storybook/brand-font.ts)",
  ).toBe(true);
}

/** White space kept around the story's pixels, so an outline or shadow at its edge is in the picture. */
const MARGIN_PX = 8;
/**
 * The tallest picture kept: a story that renders a long list (500 table rows) repeats the same rows below this,
 * and its full height would weigh megabytes per baseline.
 */
const MAX_PICTURE_HEIGHT_PX = 3600;

/**
 * The part of the page the story painted: the union of the visible boxes in the story's root and in whatever it
 * portalled to the body (an open dialog, a toast), plus a margin, at most MAX_PICTURE_HEIGHT_PX tall. Storybook's
 * own elements (loaders, error screens, the docs root) are left out, so the picture does not depend on the
 * stories rendered before. Capturing only that keeps the baselines small and the comparison quick; a component
 * that grows changes the picture's size, which fails as a difference.
 */
async function storyClip(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate(
    ({ margin, maxHeight }) => {
      const storybookOwn = (element: Element) =>
        element.id === "storybook-docs" ||
        element.tagName === "SCRIPT" ||
        element.tagName === "STYLE" ||
        [...element.classList].some((name) => name.startsWith("sb-"));
      const roots = [...document.body.children].filter(
        (child) => child.id === "storybook-root" || !storybookOwn(child),
      );
      let left = Number.POSITIVE_INFINITY;
      let top = Number.POSITIVE_INFINITY;
      let right = 0;
      let bottom = 0;
      for (const element of roots.flatMap((root) => [root, ...root.querySelectorAll("*")])) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Text only for screen readers (1 x 1 px, clipped) sits wherever its static position falls, which can
        // vary with the stories rendered before in the page: it paints nothing, so it never widens the picture.
        const screenReaderOnly = box.width <= 1 && box.height <= 1;
        if (
          screenReaderOnly ||
          box.width === 0 ||
          box.height === 0 ||
          style.visibility === "hidden" ||
          style.opacity === "0"
        ) {
          continue;
        }
        left = Math.min(left, box.left + window.scrollX);
        top = Math.min(top, box.top + window.scrollY);
        right = Math.max(right, box.right + window.scrollX);
        bottom = Math.max(bottom, box.bottom + window.scrollY);
      }
      const page = document.documentElement;
      const x = Math.max(0, Math.floor(left) - margin);
      const y = Math.max(0, Math.floor(top) - margin);
      return {
        x,
        y,
        width: Math.min(page.scrollWidth, Math.ceil(right) + margin) - x,
        height: Math.min(page.scrollHeight, Math.ceil(bottom) + margin, y + maxHeight) - y,
      };
    },
    { margin: MARGIN_PX, maxHeight: MAX_PICTURE_HEIGHT_PX },
  );
}

for (const viewport of VISUAL_VIEWPORTS) {
  for (const story of storiesOfTheBuild()) {
    const label = `${story.title} / ${story.name} at ${viewport.width} px`;
    test(label, async ({ storyPage }) => {
      await storyPage.setViewportSize(viewport);
      await settledStory(storyPage, story.id);
      await expect(storyPage, `${label} differs from its baseline`).toHaveScreenshot(
        `${story.id}-${viewport.width}.png`,
        { fullPage: true, clip: await storyClip(storyPage) },
      );
    });
  }
}
