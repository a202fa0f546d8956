// @ts-check
/**
 * Writes the PSGC files (`@innovatehub/psgc/files`) to public/psgc/, which the site serves as static files and the
 * build copies: run before `dev` and `build`. Skips the work when the folder already holds the package's release in
 * the files' current format (docs/psgc.md).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PSGC_FILES_FORMAT, psgcFiles, readDataset } from "@innovatehub/psgc/files";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(appRoot, "public", "psgc");
const releaseFile = path.join(outDir, "release.json");

/** @returns {{ release?: string; format?: number } | null} */
function written() {
  try {
    return JSON.parse(readFileSync(releaseFile, "utf8"));
  } catch {
    return null;
  }
}

const { source, release } = await readDataset();
const current = written();
if (current?.release === release && current.format === PSGC_FILES_FORMAT) {
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
