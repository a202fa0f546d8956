// @ts-check
/**
 * Last build step: brotli and gzip copies of every text file in build/client, so the preview server
 * (sirv with `brotli`/`gzip`) answers compressed as Netlify, Cloudflare Pages and Vercel do. Without
 * it, Lighthouse runs against the preview would measure uncompressed transfers no visitor sees.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".data"]);
/** Below this, compression headers cost more than they save. */
const MIN_BYTES = 1024;
const MAX_GZIP_LEVEL = 9;

const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");

const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
let count = 0;
for (const entry of entries) {
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) {
    continue;
  }
  const file = path.join(entry.parentPath, entry.name);
  const content = await readFile(file);
  if (content.length < MIN_BYTES) {
    continue;
  }
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: MAX_GZIP_LEVEL }));
  count += 1;
}
console.info(`precompress: brotli and gzip copies of ${count} files`);
