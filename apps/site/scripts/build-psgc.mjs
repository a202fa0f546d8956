// @ts-check
/**
 * Writes the PSGC files (lib/psgc.mjs) to public/psgc/, which the site serves as static files and the build
 * copies: run before `dev` and `build`. Skips the work when the folder already holds the package's release.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as source from "@aivangogh/ph-address";
import { psgcFiles, releaseOfVersion } from "./lib/psgc.mjs";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(appRoot, "public", "psgc");
const releaseFile = path.join(outDir, "release.json");

const require = createRequire(import.meta.url);
/** @type {{ version: string }} */
const packageJson = require("@aivangogh/ph-address/package.json");
const release = releaseOfVersion(packageJson.version);

/** @returns {string | null} */
function writtenRelease() {
  try {
    return JSON.parse(readFileSync(releaseFile, "utf8")).release;
  } catch {
    return null;
  }
}

if (writtenRelease() === release) {
  process.stdout.write(`psgc: public/psgc holds ${release}\n`);
} else {
  rmSync(outDir, { recursive: true, force: true });
  const files = psgcFiles(source, release);
  for (const [file, data] of files) {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(data));
  }
  process.stdout.write(`psgc: wrote ${files.size} files of ${release} to public/psgc\n`);
}
