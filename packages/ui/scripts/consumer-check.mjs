/**
 * Issue 2: an app outside the workspace installs the packed package and builds with it.
 * 1. `pnpm pack` (its prepack script runs the publishable build; publishConfig swaps exports to dist).
 * 2. A throwaway app in the OS temp dir gets the tarball unpacked into node_modules, as npm would, and its
 *    dependencies linked from this workspace's install, so the check runs offline.
 * 3. Vite builds an app importing only Button, Dialog and Select: it must contain no embla, day-picker or
 *    sonner code. A second app importing Carousel, Calendar and Toaster must contain all three markers, which
 *    proves the markers would catch a leak. Prints the gzip size and writes a {passed, failed} report.
 * 4. The tarball is the versioned release (docs/decisions.md D68): its name and the installed package.json carry
 *    the kit's version, and the installed CHANGELOG.md (written by `changeset version`) starts with that version
 *    and lists at least one change under it.
 */
import { Buffer } from "node:buffer";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import process from "node:process";
import { gzipSync } from "node:zlib";

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const packageJson = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
const viteBin = path.join(realpathSync(path.join(packageDir, "node_modules/vite")), "bin/vite.js");
const BYTES_PER_KIB = 1024;

/** Strings that only exist in each library's own code and survive minification. */
const LIBRARY_MARKERS = {
  "embla-carousel": "containScroll",
  "react-day-picker": "Go to the Next Month",
  sonner: "data-sonner-toaster",
};
/** Radix parts the core app does not import: the unified radix-ui package must tree-shake them away. */
const UNUSED_RADIX_MARKERS = { "radix Tooltip": "TooltipProvider", "radix NavigationMenu": "NavigationMenuViewport" };

const results = [];
function check(name, ok, detail = "") {
  results.push({ name, ok });
  console.info(`${ok ? "ok  " : "FAIL"} ${name}${detail === "" ? "" : ` (${detail})`}`);
}

const started = Date.now();
const workDir = mkdtempSync(path.join(tmpdir(), "innovatehub-ui-consumer-"));
try {
  execFileSync("pnpm", ["pack", "--pack-destination", workDir], { cwd: packageDir, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(workDir).find((file) => file.endsWith(".tgz"));
  if (tarball === undefined) {
    throw new Error("pnpm pack produced no tarball");
  }

  const appDir = path.join(workDir, "app");
  const installDir = path.join(appDir, "node_modules/@innovatehub/ui");
  mkdirSync(installDir, { recursive: true });
  execFileSync("tar", ["xzf", path.join(workDir, tarball), "-C", installDir, "--strip-components=1"]);

  const installed = JSON.parse(readFileSync(path.join(installDir, "package.json"), "utf8"));
  check(
    "the tarball is named for the kit's version",
    tarball === `innovatehub-ui-${packageJson.version}.tgz`,
    tarball,
  );
  check("the installed package.json carries the kit's version", installed.version === packageJson.version, installed.version);
  const changelogPath = path.join(installDir, "CHANGELOG.md");
  const changelog = existsSync(changelogPath) ? readFileSync(changelogPath, "utf8") : "";
  const latestRelease = /^## (\S+)$/m.exec(changelog)?.[1];
  check(
    "the installed CHANGELOG.md opens with the installed version's release notes",
    latestRelease === installed.version,
    latestRelease === undefined ? "no CHANGELOG.md or no release heading" : `latest entry ${latestRelease}`,
  );
  // The notes under that heading, up to the previous release's: at least one changeset's entry.
  const latestNotes = changelog.split(/^## /m)[1]?.split("\n").slice(1).join("\n") ?? "";
  check(
    "the installed CHANGELOG.md says what the installed version changed",
    /^- /m.test(latestNotes),
    latestNotes.trim().split("\n")[0] ?? "",
  );
  check("packed package.json points exports at dist", installed.exports["./*"]?.import === "./dist/components/*.js");
  check("packed package ships styles.css", readdirSync(path.join(installDir, "dist")).includes("styles.css"));

  for (const name of [...Object.keys(installed.dependencies), ...Object.keys(installed.peerDependencies)]) {
    const target = realpathSync(path.join(packageDir, "node_modules", name));
    const link = path.join(appDir, "node_modules", name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(target, link, "dir");
  }

  function buildApp(name, source) {
    const root = path.join(appDir, name);
    mkdirSync(path.join(root, "src"), { recursive: true });
    writeFileSync(
      path.join(root, "index.html"),
      `<!doctype html><html lang="en"><head><title>${name}</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>`,
    );
    writeFileSync(path.join(root, "src/main.js"), source);
    execFileSync(process.execPath, [viteBin, "build", "--logLevel", "error"], { cwd: root, stdio: "inherit" });
    const assetsDir = path.join(root, "dist/assets");
    const files = readdirSync(assetsDir);
    const read = (extension) =>
      files.filter((file) => file.endsWith(extension)).map((file) => readFileSync(path.join(assetsDir, file)));
    return { js: Buffer.concat(read(".js")), css: Buffer.concat(read(".css")), fonts: files.filter((file) => file.endsWith(".woff2")) };
  }

  const core = buildApp(
    "core",
    `import { createElement as h } from "react";
import { createRoot } from "react-dom/client";
import "@innovatehub/ui/styles.css";
import { Button } from "@innovatehub/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@innovatehub/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@innovatehub/ui/select";
import { cn } from "@innovatehub/ui/lib/utils";

function App() {
  return h("main", { className: cn("p-4", "p-6") },
    h(Dialog, null,
      h(DialogTrigger, { asChild: true }, h(Button, null, "Open")),
      h(DialogContent, null, h(DialogTitle, null, "Title"), h(DialogDescription, null, "Description"))),
    h(Select, null,
      h(SelectTrigger, { "aria-label": "Budget" }, h(SelectValue, { placeholder: "Choose" })),
      h(SelectContent, null, h(SelectItem, { value: "a" }, "A"))));
}
createRoot(document.getElementById("root")).render(h(App));
`,
  );
  check("Button + Dialog + Select app builds", core.js.length > 0);
  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    check(`Button + Dialog + Select bundle has no ${library} code`, !core.js.includes(marker));
  }
  for (const [part, marker] of Object.entries(UNUSED_RADIX_MARKERS)) {
    check(`Button + Dialog + Select bundle has no ${part} code`, !core.js.includes(marker));
  }
  check("styles.css brings the kit's classes", core.css.includes("min-w-50") && core.css.includes("--primary"));
  check("the Latin font file is emitted", core.fonts.length === 1, core.fonts.join(", "));

  const control = buildApp(
    "control",
    `import { createElement as h } from "react";
import { createRoot } from "react-dom/client";
import { Calendar } from "@innovatehub/ui/calendar";
import { Carousel, CarouselContent, CarouselItem } from "@innovatehub/ui/carousel";
import { Toaster } from "@innovatehub/ui/sonner";

createRoot(document.getElementById("root")).render(
  h("main", null,
    h(Carousel, { label: "Slides" }, h(CarouselContent, null, h(CarouselItem, null, "One"))),
    h(Calendar, { mode: "single" }),
    h(Toaster)));
`,
  );
  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    check(`control app importing Carousel, Calendar, Toaster contains ${library} code`, control.js.includes(marker));
  }

  const reactOnly = buildApp(
    "react-only",
    `import { createElement as h } from "react";
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")).render(h("main", null, "Hello"));
`,
  );

  const kib = (bytes) => `${(bytes / BYTES_PER_KIB).toFixed(1)} KiB`;
  const jsGzip = gzipSync(core.js).length;
  const reactGzip = gzipSync(reactOnly.js).length;
  console.info(
    `Button + Dialog + Select bundle: JS ${kib(core.js.length)} (${kib(jsGzip)} gzip, of which React + ReactDOM ` +
      `${kib(reactGzip)} gzip, so the kit's share is ${kib(jsGzip - reactGzip)} gzip); ` +
      `CSS ${kib(core.css.length)} (${kib(gzipSync(core.css).length)} gzip)`,
  );
} catch (error) {
  check("consumer check ran to the end", false, error instanceof Error ? error.message : String(error));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
mkdirSync(path.join(packageDir, "test-results"), { recursive: true });
writeFileSync(path.join(packageDir, "test-results/consumer-check.report.json"), `${JSON.stringify({ passed, failed })}\n`);
console.info(`consumer check (${packageJson.name}): ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = failed === 0 ? 0 : 1;
