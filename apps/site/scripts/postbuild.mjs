// @ts-check
/**
 * After `react-router build`: turn the prerendered not-found page into 404.html; give every page one request
 * to first paint (its icons inline, lib/inline-icons.mjs; its critical CSS and font faces inline and the
 * stylesheet, without the faces, held back, lib/critical-css.mjs; its scripts and the stylesheet started after
 * the first paint, lib/defer-scripts.mjs);
 * and write the `_headers` file: security headers for every response, and per document a CSP that allows
 * exactly that page's inline scripts and the configured Supabase URL. 404.html answers every unknown path,
 * which no path rule can name, so it carries its policy in a `<meta>` element. Netlify and Cloudflare Pages
 * read `_headers` as is; scripts/serve.mjs applies it locally; README.md shows the Vercel equivalent.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { formatHeadersFile, headersFileViolations } from "@innovatehub/static-host";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaderRules } from "./lib/host-config.mjs";
import { criticalCssInliner, linkedStylesheets, withoutFontFaces } from "./lib/critical-css.mjs";
import { deferPageScripts } from "./lib/defer-scripts.mjs";
import { inlineIcons } from "./lib/inline-icons.mjs";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(appRoot, "build", "client");
const NOT_FOUND_DIR = path.join(clientDir, "404");
const NOT_FOUND_FILE = path.join(clientDir, "404.html");
/** React Router's SPA fallback; every real page is prerendered and unknown paths get 404.html. */
const SPA_FALLBACK = path.join(clientDir, "__spa-fallback.html");

/** @param {string} dir @returns {Promise<string[]>} */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The path a prerendered file is served at ("about/index.html" -> "/about").
 * @param {string} file
 */
function pagePathOf(file) {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  const withoutIndex = relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return `/${withoutIndex}`;
}

/**
 * Puts a CSP `<meta>` element first in the head, before any script it governs.
 * @param {string} html
 * @param {string} csp
 */
function withPolicyMeta(html, csp) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${html.slice(0, end)}${meta}${html.slice(end)}`;
  }
  return html.replace(/<head>/i, `<head>${meta}`);
}

/** Pages under this path are in Filipino (the agent page's translation); every other page is the site's English. */
const FILIPINO_PATH_PREFIX = "/fil/";

/**
 * The document language of a Filipino page: the root layout renders the site's `lang`, so it is set here.
 * @param {string} html
 * @param {string} pagePath
 */
function withDocumentLang(html, pagePath) {
  return pagePath.startsWith(FILIPINO_PATH_PREFIX) ? html.replace(/<html lang="[^"]*"/, '<html lang="fil"') : html;
}

/** @param {string | undefined} url */
function originOf(url) {
  if (!url) {
    return undefined;
  }
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a valid URL: ${url}`);
  }
}

async function main() {
  if (!existsSync(clientDir)) {
    throw new Error(`No build at ${clientDir}; run react-router build first.`);
  }

  const notFoundPage = path.join(NOT_FOUND_DIR, "index.html");
  if (!existsSync(notFoundPage)) {
    throw new Error("The not-found route was not prerendered at /404 (react-router.config.ts).");
  }
  await rename(notFoundPage, NOT_FOUND_FILE);
  await rm(NOT_FOUND_DIR, { recursive: true, force: true });
  await rm(SPA_FALLBACK, { force: true });

  const env = loadEnv("production", appRoot, "VITE_");
  const backendOrigin = originOf(env.VITE_SUPABASE_URL);
  // The CAPTCHA widget (and so its provider's origin) exists only in a build given a site key.
  const captcha = (env.VITE_CAPTCHA_SITE_KEY ?? "").trim() !== "";
  /** @param {string} href a root-relative URL of the build */
  const assetFile = (href) => path.join(clientDir, href.replace(/^\//, ""));
  /** @param {string} href a root-relative URL of the build */
  const readAsset = (href) => readFile(assetFile(href), "utf8");
  const inlineCriticalCss = criticalCssInliner({ clientDir, readStylesheet: readAsset });
  /** @type {{ path: string; csp: string }[]} */
  const pages = [];
  /** Every stylesheet a page holds back; each such page declares the stylesheet's font faces inline. */
  const heldBackStylesheets = new Set();
  for (const file of (await htmlFiles(clientDir)).sort()) {
    // One request to first paint: the page's icons and critical CSS in its HTML, everything else after.
    const prerendered = withDocumentLang(await readFile(file, "utf8"), pagePathOf(file));
    let html = await inlineCriticalCss(await inlineIcons(deferPageScripts(prerendered), readAsset));
    for (const href of linkedStylesheets(html)) {
      heldBackStylesheets.add(href);
    }
    const scriptHashes = inlineScriptHashes(html);
    if (file === NOT_FOUND_FILE) {
      html = withPolicyMeta(
        html,
        contentSecurityPolicy({ scriptHashes, backendOrigin, captcha, delivery: "meta" }),
      );
    } else {
      pages.push({
        path: pagePathOf(file),
        csp: contentSecurityPolicy({ scriptHashes, backendOrigin, captcha }),
      });
    }
    await writeFile(file, html);
  }
  // Read by every page above; declared again when the stylesheet is enabled, the faces would relayout all text.
  for (const href of heldBackStylesheets) {
    await writeFile(assetFile(href), withoutFontFaces(await readAsset(href)));
  }

  const headersFile = formatHeadersFile(securityHeaderRules({ pages }));
  const violations = headersFileViolations(headersFile);
  if (violations.length > 0) {
    throw new Error(`_headers exceeds what the static hosts accept: ${violations.join("; ")}`);
  }
  await writeFile(path.join(clientDir, "_headers"), headersFile);

  console.info(
    `postbuild: 404.html written; _headers gives ${pages.length} pages a CSP of their own`,
  );
}

await main();
