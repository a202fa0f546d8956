// @ts-check
import axe from "axe-core";

/**
 * axe-core on a Playwright page, run as @axe-core/playwright runs it (`axe.runPartial` in the page and in every
 * frame axe names, the results joined by `axe.finishRun` in a blank page of the same browser context, where the
 * page's own scripts cannot touch them), with less overhead a check (docs/decisions.md D91): axe's 570 KB source
 * is evaluated once in a document, each browser context keeps one blank page that joins every check's results,
 * and results cross between Node and the pages as JSON text, which Playwright passes as it is, instead of as
 * objects it serializes value by value.
 */

/**
 * A window in which axe's source has run. Callbacks run in the page, so each reads it from `window` itself.
 * @typedef {{ axe: typeof axe }} AxeWindow
 */

/** How long a child frame may take to evaluate axe's source before it is left out (as @axe-core/playwright). */
const FRAME_INJECT_TIMEOUT_MS = 1_000;

/** @type {WeakMap<import("@playwright/test").BrowserContext, Promise<import("@playwright/test").Page>>} */
const joiningPages = new WeakMap();

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
  await frame.evaluate(axe.source);
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

/** @param {import("@playwright/test").BrowserContext} context */
function joiningPage(context) {
  let page = joiningPages.get(context);
  if (!page) {
    page = context.newPage().then(async (blank) => {
      await injectAxe(blank.mainFrame());
      return blank;
    });
    joiningPages.set(context, page);
  }
  return page;
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
  const joiner = await joiningPage(page.context());
  return JSON.parse(
    await joiner.evaluate(
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
