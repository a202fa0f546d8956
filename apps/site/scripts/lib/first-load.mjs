// @ts-check
/**
 * What a prerendered page loads as JavaScript before the visitor does anything: the module
 * preloads and module scripts in its HTML, the entry, root and matched route modules from React
 * Router's manifest, and everything those import statically (dynamic `import()` is on demand).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { deferredModules } from "./defer-scripts.mjs";

const MAX_GZIP_LEVEL = 9;

const MODULE_PRELOAD = /<link\b[^>]*\brel=["']modulepreload["'][^>]*>/gi;
const MODULE_SCRIPT = /<script\b[^>]*\btype=["']module["'][^>]*>([\s\S]*?)<\/script>/gi;
const HREF = /\bhref=["']([^"']+)["']/i;
const SRC = /\bsrc=["']([^"']+)["']/i;
/** `import x from "…"`, `import "…"`, `export … from "…"`; `import("…")` has a parenthesis and does not match. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g;
const ROUTE_MODULES = /__reactRouterRouteModules\s*=\s*\{([^}]*)\}/;
const ROUTE_ID = /["']([^"']+)["']\s*:/g;
const MANIFEST_ASSIGNMENT = "window.__reactRouterManifest=";

/**
 * @typedef {{ module: string; imports?: string[] }} ManifestEntry
 * @typedef {{ entry: ManifestEntry; routes: Record<string, ManifestEntry> }} RouterManifest
 */

/**
 * gzip size of a buffer at the highest compression level, so the figure does not depend on a server.
 * @param {Buffer} content
 */
export function gzipBytes(content) {
  return gzipSync(content, { level: MAX_GZIP_LEVEL }).length;
}

/**
 * @param {string} code
 * @returns {string[]} specifiers of static imports and re-exports
 */
function staticImports(code) {
  return [...code.matchAll(STATIC_IMPORT)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/**
 * @param {string} html
 * @returns {{ urls: string[]; inlineModuleCode: string[]; routeIds: string[] }}
 */
export function htmlScriptReferences(html) {
  const urls = [];
  for (const [tag] of html.matchAll(MODULE_PRELOAD)) {
    const href = HREF.exec(tag)?.[1];
    if (href) {
      urls.push(href);
    }
  }
  const inlineModuleCode = [];
  for (const match of html.matchAll(MODULE_SCRIPT)) {
    const src = SRC.exec(match[0].slice(0, match[0].indexOf(">") + 1))?.[1];
    if (src) {
      urls.push(src);
    } else if (match[1]) {
      inlineModuleCode.push(match[1]);
      // A page whose scripts start after the first paint (defer-scripts.mjs) lists them in its bootstrap.
      urls.push(...deferredModules(match[1]));
    }
  }
  const routeIds = inlineModuleCode.flatMap((code) => {
    const body = ROUTE_MODULES.exec(code)?.[1] ?? "";
    return [...body.matchAll(ROUTE_ID)].flatMap((match) => (match[1] ? [match[1]] : []));
  });
  return { urls, inlineModuleCode, routeIds };
}

/**
 * @param {string} code the manifest module (`window.__reactRouterManifest={…};`)
 * @returns {RouterManifest}
 */
function parseRouterManifest(code) {
  const start = code.indexOf(MANIFEST_ASSIGNMENT);
  const end = code.lastIndexOf("}");
  if (start < 0 || end < 0) {
    throw new Error("Not a React Router manifest module");
  }
  return JSON.parse(code.slice(start + MANIFEST_ASSIGNMENT.length, end + 1));
}

/**
 * Resolves a URL path or relative specifier to a file in the client build.
 * @param {string} clientDir
 * @param {string} specifier
 * @param {string} [fromFile]
 */
function resolveAsset(clientDir, specifier, fromFile) {
  if (specifier.startsWith("/")) {
    return path.join(clientDir, specifier);
  }
  if (fromFile && specifier.startsWith(".")) {
    return path.resolve(path.dirname(fromFile), specifier);
  }
  throw new Error(`Cannot resolve ${specifier}${fromFile ? ` from ${fromFile}` : ""}`);
}

/**
 * Every JS file a page loads on first load, as absolute paths.
 * @param {{ clientDir: string; html: string }} options
 * @returns {string[]}
 */
export function firstLoadFiles({ clientDir, html }) {
  const { urls, inlineModuleCode, routeIds } = htmlScriptReferences(html);
  /** @type {string[]} */
  const roots = urls.map((url) => resolveAsset(clientDir, url));
  for (const code of inlineModuleCode) {
    for (const specifier of staticImports(code)) {
      roots.push(resolveAsset(clientDir, specifier));
    }
  }

  const manifestFile = roots.find((file) => path.basename(file).startsWith("manifest-"));
  if (manifestFile) {
    const manifest = parseRouterManifest(readFileSync(manifestFile, "utf8"));
    const entries = [manifest.entry, ...routeIds.map((id) => manifest.routes[id])];
    for (const entry of entries) {
      if (!entry) {
        continue;
      }
      for (const url of [entry.module, ...(entry.imports ?? [])]) {
        roots.push(resolveAsset(clientDir, url));
      }
    }
  }

  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!file || seen.has(file)) {
      continue;
    }
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, "utf8"))) {
      queue.push(resolveAsset(clientDir, specifier, file));
    }
  }
  return [...seen].sort();
}
