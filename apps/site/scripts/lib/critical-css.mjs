// @ts-check
/**
 * Paints every prerendered page from its HTML alone: the CSS rules the page's own markup uses are inlined in a
 * `<style>` by Beasties (the maintained successor of Critters), and the site stylesheet itself is held back
 * until after the first paint (`disabled` until the deferred bootstrap of defer-scripts.mjs enables it; a
 * `<noscript>` copy serves visitors without JavaScript).
 *
 * Beasties keeps every rule whose selector matches an element of the page (not only the first screen), so the
 * prerendered page is complete before the stylesheet arrives; the stylesheet adds what only scripts render
 * (dialogs, toasts, opened menus). Every `@font-face` of the stylesheet is inlined too (Beasties' own font
 * handling would preload them): a face costs no request until text uses it, and the page decides which it uses
 * (app/lib/brand-font.ts: the metric-matched local fallback on a first page view, the brand font from the cache
 * on later ones). Inlined, the brand face is known as the text is first laid out, which `font-display: optional`
 * needs to use a cached font at all. Since every page declares the faces itself, postbuild takes them out of the
 * held-back stylesheet (withoutFontFaces): declared a second time when the stylesheet is enabled, they made Chrome
 * lay out all the page's text again (a layout of 3-6 ms in a Chrome trace, unthrottled). Custom property
 * registrations no inlined rule uses are left out (unused-custom-properties.mjs).
 */
import Beasties from "beasties";
import { withoutUnusedCustomProperties } from "./unused-custom-properties.mjs";

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']stylesheet["'][^>]*\/?>/gi;
const HREF = /\bhref=["']([^"']+)["']/i;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
/**
 * Rules Beasties cannot match to the markup, kept on every page:
 * - the rule that holds a first page view to the fallback face: it depends on the visitor's cache, not the
 *   markup (app/lib/brand-font.ts);
 * - Tailwind utilities whose class sits inside a pseudo-class (`:where(.space-y-3>:not(:last-child))`) or
 *   whose escaped name holds a selector (`has-[>svg]:px-4`, `[&_svg]:size-4`, `[&>[data-slot=x]]:flex-auto`):
 *   the kit button's icon padding and size, a checkbox row's label width, list spacing. Left out, they would
 *   resize a button or a row when the stylesheet arrives (e2e/page-sweep.spec.ts compares the two layouts).
 */
const RULES_BEASTIES_CANNOT_MATCH = [
  /\[data-brand-font\]/,
  /^:where\(\.-?space-[xy]-/,
  /\.has-\\\[/,
  /\.\\\[\\&/,
];
const LEAVE_LINKS_AS_THEY_ARE = /** @type {import("beasties").Options["preload"]} */ (
  /** @type {unknown} */ (false)
);

/**
 * The `@font-face` rules of a stylesheet.
 * @param {string} css
 */
function fontFaces(css) {
  return [...css.matchAll(FONT_FACE)].map(([rule]) => rule);
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
    allowRules: RULES_BEASTIES_CANNOT_MATCH,
    keyframes: "critical",
    compress: true,
    reduceInlineStyles: false,
    logLevel: "warn",
  });

  return async (html) => {
    const links = linkedStylesheets(html);
    if (links.length === 0) {
      throw new Error(
        "A prerendered page links no stylesheet; critical-css.mjs has nothing to inline.",
      );
    }
    const faces = (
      await Promise.all(links.map(async (href) => fontFaces(await readStylesheet(href))))
    ).flat();
    const inlined = await beasties.process(html);
    const pruned = inlined.replace(
      /<style>([\s\S]*?)<\/style>/,
      (_, css) => `<style>${faces.join("")}${withoutUnusedCustomProperties(css)}</style>`,
    );
    return holdBackStylesheets(pruned);
  };
}

/**
 * The stylesheets a page links.
 * @param {string} html
 */
export function linkedStylesheets(html) {
  return [...html.matchAll(STYLESHEET_LINK)].map(([tag]) => HREF.exec(tag)?.[1] ?? "");
}

/**
 * A stylesheet without its `@font-face` rules, for pages that declare them inline.
 * @param {string} css
 */
export function withoutFontFaces(css) {
  return css.replace(FONT_FACE, "");
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
