// @ts-check
/**
 * Paints every prerendered page from its HTML alone: the CSS rules the page's own markup uses are inlined in a
 * `<style>` by Beasties (the maintained successor of Critters), and the site stylesheet itself is held back
 * until after the first paint (`disabled` until the deferred bootstrap of defer-scripts.mjs enables it; a
 * `<noscript>` copy serves visitors without JavaScript).
 *
 * Beasties keeps every rule whose selector matches an element of the page (not only the first screen), so the
 * prerendered page is complete before the stylesheet arrives; the stylesheet adds what only scripts render
 * (dialogs, toasts, opened menus). The brand font's `@font-face` stays out of the inlined CSS: a font the first
 * paint can see is a request on the path to it. The page paints in the metric-matched local fallback face
 * (inlined, `local()` sources only, no request) and swaps to the brand font once the stylesheet brings it.
 */
import Beasties from "beasties";

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']stylesheet["'][^>]*\/?>/gi;
const HREF = /\bhref=["']([^"']+)["']/i;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const REMOTE_SOURCE = /url\(/i;
const LEAVE_LINKS_AS_THEY_ARE = /** @type {import("beasties").Options["preload"]} */ (
  /** @type {unknown} */ (false)
);

/**
 * The `@font-face` rules of a stylesheet that load nothing (their sources are all `local()`): metric-matched
 * fallbacks the first paint may use freely.
 * @param {string} css
 */
function localFontFaces(css) {
  return [...css.matchAll(FONT_FACE)].map(([rule]) => rule).filter((rule) => !REMOTE_SOURCE.test(rule));
}

/**
 * @param {{ clientDir: string; readStylesheet: (href: string) => Promise<string> }} options
 * @returns {(html: string) => Promise<string>} inlines a page's critical CSS and holds its stylesheets back
 */
export function criticalCssInliner({ clientDir, readStylesheet }) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // `false` leaves each link as it is (Beasties' runtime accepts it; its typings omit it);
    // holdBackStylesheets() below makes the links wait for the first paint.
    preload: LEAVE_LINKS_AS_THEY_ARE,
    fonts: false,
    keyframes: "critical",
    compress: true,
    reduceInlineStyles: false,
    logLevel: "warn",
  });

  return async (html) => {
    const links = [...html.matchAll(STYLESHEET_LINK)].map(([tag]) => tag);
    if (links.length === 0) {
      throw new Error("A prerendered page links no stylesheet; critical-css.mjs has nothing to inline.");
    }
    const fallbackFaces = (
      await Promise.all(
        links.map(async (tag) => localFontFaces(await readStylesheet(HREF.exec(tag)?.[1] ?? ""))),
      )
    ).flat();
    const inlined = await beasties.process(html);
    const withFallbacks = inlined.replace(/<style>/, () => `<style>${fallbackFaces.join("")}`);
    return holdBackStylesheets(withFallbacks);
  };
}

/**
 * Keeps each stylesheet link where React rendered it (hydration finds the element it expects) but `disabled`,
 * which the browser does not fetch; a `<noscript>` copy applies it without JavaScript.
 * @param {string} html
 */
export function holdBackStylesheets(html) {
  return html.replace(STYLESHEET_LINK, (tag) => {
    const held = tag.replace(/\s*\/?>$/, " disabled>");
    return `${held}<noscript>${tag}</noscript>`;
  });
}
