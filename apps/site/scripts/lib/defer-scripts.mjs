// @ts-check
/**
 * Starts a prerendered page's JavaScript after its first paint instead of during it.
 *
 * React Router writes a `<link rel="modulepreload">` per module in the head and an inline module script
 * whose static imports start the app. On a slow phone network those downloads (the page's whole first-load
 * JavaScript) compete with the stylesheet and the font for the same bandwidth, although the prerendered HTML
 * needs neither to be read. This rewrite removes the preload links and turns the inline script into one that
 * waits for the first frame, then preloads the same modules in parallel and imports them exactly as before.
 * Hydration starts about one frame later; the first paint no longer waits for any script. The same moment
 * enables the stylesheet that critical-css.mjs held back, so nothing but the HTML is on the first paint's path.
 */

const MODULE_PRELOAD_LINK = /<link\b[^>]*\brel=["']modulepreload["'][^>]*\/?>/gi;
const HREF = /\bhref=["']([^"']+)["']/i;
const BOOTSTRAP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^\s*import\s+"([^"]+)";\s*$/;
const NAMESPACE_IMPORT = /^\s*import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+"([^"]+)";\s*$/;
/** The global the rewritten script names its module list with, so tools can read it back (first-load.mjs). */
const DEFERRED_MODULES_GLOBAL = "__deferredModules";

/**
 * @param {string} html
 * @returns {string[]} the href of every modulepreload link, in document order
 */
function preloadHrefs(html) {
  return [...html.matchAll(MODULE_PRELOAD_LINK)].flatMap(([tag]) => {
    const href = HREF.exec(tag)?.[1];
    return href ? [href] : [];
  });
}

/**
 * Splits React Router's bootstrap into its leading static imports and the statements after them.
 * @param {string} code
 */
function splitBootstrap(code) {
  const lines = code.split("\n");
  /** @type {{ binding: string | null; specifier: string }[]} */
  const imports = [];
  let index = 0;
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect?.[1]) {
      imports.push({ binding: null, specifier: sideEffect[1] });
    } else if (namespace?.[1] && namespace[2]) {
      imports.push({ binding: namespace[1], specifier: namespace[2] });
    } else {
      break;
    }
  }
  return { imports, rest: lines.slice(index).join("\n") };
}

/**
 * @param {string} html a page as React Router prerendered it
 * @returns {string} the same page with its scripts started after the first paint
 */
export function deferPageScripts(html) {
  const bootstrap = BOOTSTRAP_SCRIPT.exec(html);
  if (!bootstrap) {
    throw new Error(
      'No React Router bootstrap script (<script type="module" async>) in a prerendered page.',
    );
  }
  const { imports, rest } = splitBootstrap(bootstrap[1] ?? "");
  if (imports.length === 0) {
    throw new Error(
      "React Router's bootstrap script no longer starts with static imports; update defer-scripts.mjs.",
    );
  }
  const modules = [...new Set([...preloadHrefs(html), ...imports.map((entry) => entry.specifier)])];
  const bindings = imports.map((entry) => entry.binding ?? "").join(", ");
  const loads = imports.map((entry) => `import(${JSON.stringify(entry.specifier)})`).join(", ");
  const script = [
    `const ${DEFERRED_MODULES_GLOBAL} = ${JSON.stringify(modules)};`,
    // After the first contentful paint has been presented (a frame callback can run before a busy machine shows
    // that frame); a browser without paint timing waits for the first frame. A hidden tab never paints: it starts
    // at once rather than waiting to be shown.
    `if (document.visibilityState !== "hidden") await new Promise((done) => { if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) { requestAnimationFrame(() => setTimeout(done)); return; } new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); setTimeout(done); } }).observe({ type: "paint", buffered: true }); });`,
    // The site stylesheet (held back by critical-css.mjs; the page painted from its inlined rules) comes first.
    `for (const link of document.querySelectorAll("link[rel=stylesheet][disabled]")) link.disabled = false;`,
    `for (const href of ${DEFERRED_MODULES_GLOBAL}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${bindings}] = await Promise.all([${loads}]);`,
    rest.trim(),
  ].join("\n");
  return html
    .replace(MODULE_PRELOAD_LINK, "")
    .replace(BOOTSTRAP_SCRIPT, () => `<script type="module">${script}</script>`);
}

/**
 * The modules a rewritten page loads after its first paint (empty for a page that was not rewritten).
 * @param {string} code an inline module script
 * @returns {string[]}
 */
export function deferredModules(code) {
  const match = new RegExp(`${DEFERRED_MODULES_GLOBAL} = (\\[[^\\]]*\\]);`).exec(code);
  if (!match?.[1]) {
    return [];
  }
  /** @type {unknown} */
  const list = JSON.parse(match[1]);
  return Array.isArray(list) ? list.filter((item) => typeof item === "string") : [];
}
