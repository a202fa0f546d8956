/**
 * Publishable build: ESM per component (vite), .d.ts (tsc), and dist/styles.css (Tailwind CLI) with the
 * Latin font file beside it. Workspace apps keep importing the TypeScript source; `pnpm pack` swaps the
 * exports to dist through publishConfig.
 */
import { Buffer } from "node:buffer";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(packageDir, "dist");
const require = createRequire(import.meta.url);
const FONT_FILE = "plus-jakarta-sans-latin-wght-normal.woff2";

function run(command, args) {
  execFileSync(command, args, { cwd: packageDir, stdio: "inherit" });
}

rmSync(distDir, { recursive: true, force: true });
run("pnpm", ["exec", "vite", "build", "--config", "vite.build.config.ts", "--logLevel", "warn"]);
run("pnpm", ["exec", "tsc", "-p", "tsconfig.build.json"]);

const cssFile = path.join(distDir, "styles.css");
run("pnpm", ["exec", "tailwindcss", "--input", "src/styles/publish.css", "--output", cssFile, "--minify"]);

const fontSource = require.resolve(`@fontsource-variable/plus-jakarta-sans/files/${FONT_FILE}`);
mkdirSync(path.join(distDir, "fonts"), { recursive: true });
copyFileSync(fontSource, path.join(distDir, "fonts", FONT_FILE));

const css = readFileSync(cssFile, "utf8");
const fontUrl = new RegExp(`url\\(["']?[^)"']*${FONT_FILE.replaceAll(".", "\\.")}["']?\\)`, "g");
if (!fontUrl.test(css)) {
  throw new Error(`dist/styles.css has no url() for ${FONT_FILE}; the font would not ship.`);
}
writeFileSync(cssFile, css.replace(fontUrl, `url("./fonts/${FONT_FILE}")`));
console.info(`dist/styles.css: ${Buffer.byteLength(readFileSync(cssFile))} bytes, font copied to dist/fonts/`);
