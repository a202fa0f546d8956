// @ts-check
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * axe-core on a Playwright page, run as @axe-core/playwright runs it (`axe.runPartial` in the page and in every
 * frame axe names, the results joined by `axe.finishRun`), with less overhead a check (docs/decisions.md D91, D95):
 * axe's source is evaluated once in a document, results cross between Node and the pages as JSON text, which
 * Playwright passes as it is, instead of as objects it serializes value by value, and nothing else is opened.
 *
 * The minified build (`axe.min.js`, 650 KB) is evaluated, not the package's `axe.source` (the unminified 1.5 MB
 * build of the same code): the page parses half as much, and it crosses the browser's pipe half as large.
 *
 * `axe.finishRun` runs in the checked page itself, where @axe-core/playwright opens a blank page of the context and
 * evaluates axe's source there a second time. finishRun only merges the frames' partial results (plain data, sent
 * back in as JSON text) and runs axe's own `after` steps over them: it reads no DOM, so where it runs cannot change
 * its results. The blank page guards against a page whose scripts replace built-ins (`Array.prototype`, `JSON`)
 * or `window.axe` under axe; the pages checked here are our own site and console, which do neither, and a child
 * frame from elsewhere (the contact page's map) only ever runs `runPartial`, in its own window.
 */

/**
 * A window in which axe's source has run. Callbacks run in the page, so each reads it from `window` itself.
 * @typedef {{ axe: typeof import("axe-core") }} AxeWindow
 */

/** axe-core's minified build, read once a worker. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** How long a child frame may take to evaluate axe's source before it is left out (as @axe-core/playwright). */
const FRAME_INJECT_TIMEOUT_MS = 1_000;

/** @param {import("@playwright/test").Frame} frame */
async function injectAxe(frame) {
  const present = await frame.evaluate(
    () =>
      typeof /** @type {Partial<AxeWindow>} */ (/** @type {unknown} */ (window)).axe?.runPartial ===
      "function",
  );
  if (present) {
    return;
  }
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() =>
    /** @type {AxeWindow} */ (/** @type {unknown} */ (window)).axe.configure({
      allowedOrigins: ["<same_origin>"],
      branding: { application: "playwright" },
    }),
  );
}

/** @param {import("@playwright/test").Frame} frame */
async function injectAxeWithin(frame) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error("axe's source took too long in a frame")),
      FRAME_INJECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([injectAxe(frame), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The partial results (JSON text) of a frame and, depth first, of the frames inside it; a frame that cannot be
 * checked (one that never loaded, for example) counts as `null`, as `axe.finishRun` expects.
 * @param {import("@playwright/test").Frame} frame
 * @param {string} context JSON text of an axe context
 * @param {string} options JSON text of axe's run options
 * @returns {Promise<string[]>}
 */
async function partialResults(frame, context, options) {
  /** @type {{ frameSelector: string; frameContext: string }[]} */
  const frames = JSON.parse(
    await frame.evaluate(
      (ctx) =>
        JSON.stringify(
          /** @type {AxeWindow} */ (/** @type {unknown} */ (window)).axe.utils
            .getFrameContexts(JSON.parse(ctx))
            .map(({ frameSelector, frameContext }) => ({
              frameSelector: JSON.stringify(frameSelector),
              frameContext: JSON.stringify(frameContext),
            })),
        ),
      context,
    ),
  );
  const own = frame.evaluate(
    async ([ctx, opts]) =>
      JSON.stringify(
        await /** @type {AxeWindow} */ (/** @type {unknown} */ (window)).axe.runPartial(
          JSON.parse(ctx),
          JSON.parse(opts),
        ),
      ),
    [context, options],
  );
  // A rejection is read below; this only keeps it from being reported as unhandled while the children run.
  own.catch(() => {});
  /** @type {string[][]} */
  const children = [];
  for (const { frameSelector, frameContext } of frames) {
    children.push(await childPartialResults(frame, frameSelector, frameContext, options));
  }
  return [await own, ...children.flat()];
}

/**
 * @param {import("@playwright/test").Frame} parent
 * @param {string} frameSelector JSON text of axe's selector for the frame's element
 * @param {string} frameContext JSON text of the context inside that frame
 * @param {string} options
 * @returns {Promise<string[]>}
 */
async function childPartialResults(parent, frameSelector, frameContext, options) {
  try {
    const handle = await parent.evaluateHandle(
      (selector) =>
        /** @type {AxeWindow} */ (/** @type {unknown} */ (window)).axe.utils.shadowSelect(
          JSON.parse(selector),
        ),
      frameSelector,
    );
    const child = await handle.asElement()?.contentFrame();
    if (!child) {
      return ["null"];
    }
    await injectAxeWithin(child);
    return await partialResults(child, frameContext, options);
  } catch {
    return ["null"];
  }
}

/**
 * Runs axe with the rules of `tags` over the page as it is now and returns its results.
 * @param {import("@playwright/test").Page} page
 * @param {string[]} tags
 * @returns {Promise<import("axe-core").AxeResults>}
 */
export async function axeResults(page, tags) {
  const options = JSON.stringify({ runOnly: { type: "tag", values: tags } });
  const context = JSON.stringify({ include: [], exclude: [] });
  await injectAxe(page.mainFrame());
  const partials = await partialResults(page.mainFrame(), context, options);
  return JSON.parse(
    await page.evaluate(
      async ([results, opts]) =>
        JSON.stringify(
          await /** @type {AxeWindow} */ (/** @type {unknown} */ (window)).axe.finishRun(
            results.map((result) => JSON.parse(result)),
            JSON.parse(opts),
          ),
        ),
      /** @type {const} */ ([partials, options]),
    ),
  );
}
