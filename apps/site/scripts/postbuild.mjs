// @ts-check
/**
 * After `react-router build`: turn the prerendered not-found page into 404.html, start every page's
 * scripts after its first paint (lib/defer-scripts.mjs) and write the
 * `_headers` file (security headers with a CSP that allows exactly the inline scripts the build
 * produced, and the configured Supabase URL). Netlify and Cloudflare Pages read `_headers` as is;
 * scripts/serve.mjs applies it locally; README.md shows the Vercel equivalent.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  inlineScriptHashes,
  securityHeaderRules,
} from "./lib/host-config.mjs";
import { deferPageScripts } from "./lib/defer-scripts.mjs";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(appRoot, "build", "client");
const NOT_FOUND_DIR = path.join(clientDir, "404");
/** React Router's SPA fallback; every real page is prerendered and unknown paths get 404.html. */
const SPA_FALLBACK = path.join(clientDir, "__spa-fallback.html");

/** @param {string} dir @returns {Promise<string[]>} */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
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
  await rename(notFoundPage, path.join(clientDir, "404.html"));
  await rm(NOT_FOUND_DIR, { recursive: true, force: true });
  await rm(SPA_FALLBACK, { force: true });

  const hashes = new Set();
  const files = await htmlFiles(clientDir);
  for (const file of files) {
    const html = deferPageScripts(await readFile(file, "utf8"));
    await writeFile(file, html);
    for (const hash of inlineScriptHashes(html)) {
      hashes.add(hash);
    }
  }

  const env = loadEnv("production", appRoot, "VITE_");
  const csp = contentSecurityPolicy({
    scriptHashes: hashes,
    backendOrigin: originOf(env.VITE_SUPABASE_URL),
  });
  await writeFile(path.join(clientDir, "_headers"), formatHeadersFile(securityHeaderRules({ csp })));

  console.info(
    `postbuild: 404.html written; _headers allows ${hashes.size} inline script hashes from ${files.length} pages`,
  );
}

await main();
