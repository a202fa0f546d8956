// @ts-check
import axe from "axe-core";

/**
 * axe-core on a Playwright page, run as @axe-core/playwright runs it (`axe.runPartial` in the page and in every
 * frame axe names, the results joined by `axe.finishRun` in a blank page of the same browser context, where the
 * page's own scripts cannot touch them), without its per-check costs (docs/decisions.md D91): axe's 570 KB source
 * is evaluated once in a document, not on every check, and each browser context keeps one blank page for
 * joining results instead of opening and closing one a check.
 */

/**
 * A window in which axe's source has run; callbacks run in the page, so each reads it from `window` itself.
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
      typeof (
        /** @type {Partial<AxeWindow>} */ (/** @type {unknown} */ (window)).axe?.runPartial
      ) === "function",
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

/*
 * What crosses into a page is typed `unknown` at the boundary and cast back on each side: axe's selector and
 * context types are too deep for Playwright's argument and return types.
 */

/**
 * The partial results of a frame and, depth first, of the frames inside it; a frame that cannot be checked (one
 * that never loaded, for example) counts as `null`, as `axe.finishRun` expects.
 * @param {import("@playwright/test").Frame} frame
 * @param {import("axe-core").ContextObject} context
 * @param {import("axe-core").RunOptions} options
 * @returns {Promise<import("axe-core").PartialResults>}
 */
async function partialResults(frame, context, options) {
  const frameContexts = /** @type {{ frameSelector: unknown; frameContext: unknown }[]} */ (
    await frame.evaluate(
      (ctx) =>
        /** @type {unknown} */ (
          /** @type {AxeWindow} */ (/** @type {unknown} */ (window)).axe.utils.getFrameContexts(
            /** @type {import("axe-core").ContextObject} */ (ctx),
          )
        ),
      /** @type {unknown} */ (context),
    )
  );
  const own = /** @type {Promise<import("axe-core").PartialResult>} */ (
    frame.evaluate((run) => {
      const { ctx, opts } =
        /** @type {{ ctx: import("axe-core").ContextObject; opts: import("axe-core").RunOptions }} */ (
          run
        );
      return /** @type {Promise<unknown>} */ (
        /** @type {AxeWindow} */ (/** @type {unknown} */ (window)).axe.runPartial(ctx, opts)
      );
    }, /** @type {unknown} */ ({ ctx: context, opts: options }))
  );
  // A rejection is read below; this only keeps it from being reported as unhandled while the children run.
  own.catch(() => {});
  /** @type {import("axe-core").PartialResults[]} */
  const children = [];
  for (const { frameSelector, frameContext } of frameContexts) {
    children.push(
      await childPartialResults(
        frame,
        frameSelector,
        /** @type {import("axe-core").ContextObject} */ (frameContext),
        options,
      ),
    );
  }
  return [await own, ...children.flat()];
}

/**
 * @param {import("@playwright/test").Frame} parent
 * @param {unknown} frameSelector
 * @param {import("axe-core").ContextObject} frameContext
 * @param {import("axe-core").RunOptions} options
 * @returns {Promise<import("axe-core").PartialResults>}
 */
async function childPartialResults(parent, frameSelector, frameContext, options) {
  try {
    const handle = await parent.evaluateHandle(
      (selector) =>
        /** @type {AxeWindow} */ (/** @type {unknown} */ (window)).axe.utils.shadowSelect(
          /** @type {import("axe-core").CrossTreeSelector} */ (selector),
        ),
      frameSelector,
    );
    const child = await handle.asElement()?.contentFrame();
    if (!child) {
      return [null];
    }
    await injectAxeWithin(child);
    return await partialResults(child, frameContext, options);
  } catch {
    return [null];
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
  /** @type {import("axe-core").RunOptions} */
  const options = { runOnly: { type: "tag", values: tags } };
  /** @type {import("axe-core").ContextObject} */
  const context = { include: [], exclude: [] };
  await injectAxe(page.mainFrame());
  const partials = await partialResults(page.mainFrame(), context, options);
  const joiner = await joiningPage(page.context());
  return /** @type {import("axe-core").AxeResults} */ (
    await joiner.evaluate((run) => {
      const { results, opts } =
        /** @type {{ results: import("axe-core").PartialResults; opts: import("axe-core").RunOptions }} */ (
          run
        );
      return /** @type {Promise<unknown>} */ (
        /** @type {AxeWindow} */ (/** @type {unknown} */ (window)).axe.finishRun(results, opts)
      );
    }, /** @type {unknown} */ ({ results: partials, opts: options }))
  );
}
