/**
 * The brand font on a visitor's second page load, never as a swap on the first.
 *
 * A page's first paint must not wait for a font request, and a font that arrives after the first paint
 * re-wraps lines and shifts the layout. So the first page view of a browser without the font paints, and
 * stays, in the metric-matched fallback face: `html` carries no `data-brand-font`, and app.css points the
 * text face at the fallback, so the brand `@font-face` (inlined, `font-display: optional`) is never fetched on
 * the way to the first paint. Once the page has loaded and the browser is idle, the font is fetched into the
 * cache and a flag is kept in localStorage. On every later document load the head script below sets
 * `data-brand-font` and preloads the font before the first paint; the font comes from the cache as the text is
 * first laid out, and `optional` keeps the fallback for that page if the cache is slow, so even then nothing
 * shifts.
 */

/** The localStorage key set once the brand font is in this browser's cache (not personal data). */
const BRAND_FONT_CACHED_KEY = "innovatehub.brand-font-cached";

/** The `<html>` attribute that lets the text face use the brand font. */
const BRAND_FONT_ATTRIBUTE = "data-brand-font";

/** The family the kit's globals.css declares for the brand font. */
const BRAND_FONT_FAMILY = "Plus Jakarta Sans Variable";

/**
 * The head script (inline, hashed into the page's CSP by postbuild) that runs before the first paint. When the
 * font is cached it lets the text use it and preloads it: Chrome holds the first rendering for a preloaded
 * `optional` font, so the font is in place at the first layout instead of arriving a moment later and moving
 * lines. Without storage (private modes may refuse it) the page simply keeps the fallback.
 * @param fontUrl the built URL of the brand font, the same file the stylesheet's `@font-face` names
 */
export function brandFontHeadScript(fontUrl: string): string {
  return [
    `try{if(localStorage.getItem(${JSON.stringify(BRAND_FONT_CACHED_KEY)})!==null){`,
    `document.documentElement.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)},"");`,
    `var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";`,
    `l.href=${JSON.stringify(fontUrl)};document.head.appendChild(l)}}catch(e){}`,
  ].join("");
}

function whenIdle(work: () => void): void {
  if ("requestIdleCallback" in window) {
    window.requestIdleCallback(work);
  } else {
    setTimeout(work, 0);
  }
}

function fetchBrandFontIntoCache(): void {
  // The page declares the face twice (inlined in the HTML and in the stylesheet); one load fills the cache.
  const face = [...document.fonts].find((candidate) => candidate.family === BRAND_FONT_FAMILY);
  face
    ?.load()
    .then(() => {
      localStorage.setItem(BRAND_FONT_CACHED_KEY, "1");
    })
    // Offline, refused storage or a blocked font: the next visit keeps the fallback and tries again.
    .catch(() => undefined);
}

/** After the page has loaded, when the browser is idle: fetch the brand font for the next page load. */
export function cacheBrandFontForNextVisit(): void {
  if (document.documentElement.hasAttribute(BRAND_FONT_ATTRIBUTE)) {
    return;
  }
  if (document.readyState === "complete") {
    whenIdle(fetchBrandFontIntoCache);
  } else {
    window.addEventListener("load", () => whenIdle(fetchBrandFontIntoCache), { once: true });
  }
}
