// @ts-check
/**
 * The console's first-load JavaScript, measured on the build the way the site's bundle budget measures a page: the
 * module scripts and module preloads in dist/index.html plus everything they import statically, gzip-summed at
 * level 9. Each screen's own chunk (a dynamic `import()` of the shell) is listed with what it adds on top.
 *
 * Usage: node scripts/first-load.mjs (after `pnpm build`).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const MAX_GZIP_LEVEL = 9;
const BYTES_PER_KB = 1000;
const KB_DECIMALS = 1;

const HTML_SCRIPT =
  /<(?:script\b[^>]*\bsrc|link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref)=["']([^"']+\.js)["']/gi;
/** `import x from "…"`, `import "…"`, `export … from "…"`; `import("…")` has a parenthesis and does not match. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g;

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");

/** @param {string} file */
const read = (file) => readFileSync(file, "utf8");
/** @param {string} file */
const gzip = (file) => gzipSync(readFileSync(file), { level: MAX_GZIP_LEVEL }).length;
/** @param {number} bytes */
const kb = (bytes) => (bytes / BYTES_PER_KB).toFixed(KB_DECIMALS);

/**
 * @param {RegExp} pattern
 * @param {string} code
 * @param {string} fromFile
 */
function specifiers(pattern, code, fromFile) {
  return [...code.matchAll(pattern)].flatMap((match) =>
    match[1] ? [path.resolve(path.dirname(fromFile), match[1])] : [],
  );
}

/** @param {string[]} roots @returns {Set<string>} the roots and everything they import statically */
function staticClosure(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || seen.has(file)) {
      continue;
    }
    seen.add(file);
    queue.push(...specifiers(STATIC_IMPORT, read(file), file));
  }
  return seen;
}

/** @param {Iterable<string>} files */
const sum = (files) => [...files].reduce((total, file) => total + gzip(file), 0);

const indexHtml = path.join(distDir, "index.html");
if (!existsSync(indexHtml)) {
  throw new Error(`No build in ${distDir}; run the build first.`);
}
const roots = [...read(indexHtml).matchAll(HTML_SCRIPT)].flatMap((match) =>
  match[1] ? [path.join(distDir, match[1])] : [],
);
const shell = staticClosure(roots);
console.info(`first load (every screen): ${kb(sum(shell))} KB gzip in ${shell.size} files`);

const screens = new Set([...shell].flatMap((file) => specifiers(DYNAMIC_IMPORT, read(file), file)));
for (const screen of [...screens].sort()) {
  const extra = [...staticClosure([screen])].filter((file) => !shell.has(file));
  console.info(`  + ${path.basename(screen)}: ${kb(sum(extra))} KB gzip in ${extra.length} files`);
}
