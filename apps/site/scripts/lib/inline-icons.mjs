// @ts-check
/**
 * Puts the content icons a prerendered page shows into the page itself, so its first paint needs no request for
 * the icon sprite (docs/decisions.md D13 keeps one sprite file; the page carries only the symbols it uses).
 *
 * Every `<use href="/assets/icon-sprite-<hash>.svg#key">` becomes `<use href="#key">`, and the symbols those keys
 * name go first in `<body>`, in an `<svg>` that takes no room: `display="none"` alone is not enough, since the
 * stylesheet's `svg { display: block }` outranks a presentation attribute, so it is also 0 by 0. Hydration leaves
 * both alone (React
 * does not patch attributes it hydrates, and skips an element it did not render at the top of the body); icons
 * that render later on the client (another page, a dialog) still use the sprite file.
 */

const SPRITE_USE = /(<use\b[^>]*\bhref=")(\/assets\/icon-sprite-[\w-]+\.svg)#([\w-]+)(")/g;
const BODY_OPEN = /<body\b[^>]*>/i;

/**
 * @param {string} sprite the sprite file's text
 * @param {string} key
 */
function symbolOf(sprite, key) {
  const start = sprite.indexOf(`<symbol id="${key}"`);
  const end = start === -1 ? -1 : sprite.indexOf("</symbol>", start);
  if (end === -1) {
    throw new Error(`The icon sprite has no symbol "${key}" that a page uses.`);
  }
  return sprite.slice(start, end + "</symbol>".length);
}

/**
 * @param {string} html a prerendered page
 * @param {(href: string) => Promise<string>} readSprite reads the sprite file a page links to
 * @returns {Promise<string>} the page with its icons' symbols inline
 */
export async function inlineIcons(html, readSprite) {
  const uses = [...html.matchAll(SPRITE_USE)];
  if (uses.length === 0) {
    return html;
  }
  const spriteHrefs = new Set(uses.map((match) => match[2] ?? ""));
  if (spriteHrefs.size !== 1) {
    throw new Error(`A page uses ${spriteHrefs.size} icon sprites; inline-icons.mjs expects one.`);
  }
  const [spriteHref] = spriteHrefs;
  const sprite = await readSprite(spriteHref ?? "");
  const keys = [...new Set(uses.map((match) => match[3] ?? ""))].sort();
  const symbols = keys.map((key) => symbolOf(sprite, key)).join("");
  const holder = `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" display="none" aria-hidden="true">${symbols}</svg>`;
  if (!BODY_OPEN.test(html)) {
    throw new Error("A prerendered page has no <body>.");
  }
  return html
    .replace(SPRITE_USE, (_match, open, _href, key, close) => `${open}#${key}${close}`)
    .replace(BODY_OPEN, (tag) => `${tag}${holder}`);
}
