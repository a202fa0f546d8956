// @ts-check
/**
 * Bundle budgets (docs/product.md §11), checked on the production build without a browser:
 * for every prerendered page, the JavaScript it loads on first load, gzip-summed at level 9, must
 * stay within 141 KB (docs/decisions.md D81), and no page may load supabase-js, zod or react-day-picker
 * before the visitor opens a form or the booking dialog. Each library is
 * recognised by strings that survive minification; the check first proves every marker finds its
 * library in the build's on-demand chunks, so a marker that stopped matching cannot pass silently.
 *
 * Writes test-results/bundle-budget.report.json as { passed, failed, checks } and prints a table.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoadFiles, gzipBytes } from "./lib/first-load.mjs";

const BYTES_PER_KB = 1000;
/** Every route, `/` included (docs/decisions.md D17). */
const ROUTE_BUDGET_KB = 141;
const TABLE_SIZE_DECIMALS = 1;

/** Libraries that must load on demand only, with strings only their code contains. */
export const lazyLibraries = [
  // The X-Client-Info header value the client sends ("supabase-js-web/2.x").
  { name: "supabase-js", markers: ["supabase-js"] },
  // Class names zod registers at run time (v4 classic and core).
  { name: "zod", markers: ["ZodError", "$ZodType"] },
  // The class-name prefix of every element DayPicker renders.
  { name: "react-day-picker", markers: ["rdp-"] },
  // Option names of embla's core; the UI kit Carousel loads it when a carousel nears the viewport.
  { name: "embla-carousel", markers: ["containScroll", "watchSlides"] },
];

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(appRoot, "build", "client");
const reportFile = path.join(appRoot, "test-results", "bundle-budget.report.json");

/** @typedef {{ name: string; passed: boolean; detail: string }} Check */

/** @param {string} dir @returns {string[]} */
function htmlPages(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** @param {string} file */
function routeOf(file) {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  if (relative === "index.html") {
    return "/";
  }
  return `/${relative.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
}

/** @param {number} bytes */
function kb(bytes) {
  return bytes / BYTES_PER_KB;
}

/**
 * @param {{ markers: string[] }} library
 * @param {string} code
 */
function contains(library, code) {
  return library.markers.some((marker) => code.includes(marker));
}

/**
 * A plain-text table with padded columns.
 * @param {Record<string, string | number>[]} rows
 */
function formatTable(rows) {
  const first = rows[0];
  if (!first) {
    return "";
  }
  const columns = Object.keys(first);
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  );
  /** @param {string[]} cells */
  const line = (cells) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ");
  return [
    line(columns),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map((row) => line(columns.map((column) => String(row[column])))),
  ].join("\n");
}

function main() {
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build in ${clientDir}; run the build first.`);
  }

  /** @type {Map<string, string>} */
  const codeCache = new Map();
  /** @param {string} file */
  const code = (file) => {
    const cached = codeCache.get(file);
    if (cached !== undefined) {
      return cached;
    }
    const text = readFileSync(file, "utf8");
    codeCache.set(file, text);
    return text;
  };

  const pages = htmlPages(clientDir).map((file) => {
    const files = firstLoadFiles({ clientDir, html: readFileSync(file, "utf8") });
    const gzip = files.reduce((sum, jsFile) => sum + gzipBytes(readFileSync(jsFile)), 0);
    return { route: routeOf(file), files, gzip };
  });

  /** @type {Check[]} */
  const checks = [];
  const firstLoadUnion = new Set(pages.flatMap((page) => page.files));
  const lazyChunks = readdirSync(path.join(clientDir, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => path.join(clientDir, "assets", name))
    .filter((file) => !firstLoadUnion.has(file));

  for (const library of lazyLibraries) {
    const holders = lazyChunks.filter((file) => contains(library, code(file)));
    checks.push({
      name: `marker for ${library.name} (${library.markers.join(" | ")}) finds it in an on-demand chunk`,
      passed: holders.length > 0,
      detail: holders.map((file) => path.basename(file)).join(", ") || "no on-demand chunk matches",
    });
  }

  for (const page of pages) {
    checks.push({
      name: `${page.route}: first-load JS <= ${ROUTE_BUDGET_KB} KB gzip`,
      passed: kb(page.gzip) <= ROUTE_BUDGET_KB,
      detail: `${kb(page.gzip).toFixed(TABLE_SIZE_DECIMALS)} KB in ${page.files.length} files`,
    });
    for (const library of lazyLibraries) {
      const holders = page.files.filter((file) => contains(library, code(file)));
      checks.push({
        name: `${page.route}: ${library.name} not in first-load JS`,
        passed: holders.length === 0,
        detail: holders.map((file) => path.basename(file)).join(", ") || "absent",
      });
    }
  }

  const rows = pages.map((page) => {
    const loaded = lazyLibraries
      .filter((library) => page.files.some((file) => contains(library, code(file))))
      .map((library) => library.name);
    return {
      route: page.route,
      "first-load KB gzip": Number(kb(page.gzip).toFixed(TABLE_SIZE_DECIMALS)),
      files: page.files.length,
      "heavy libraries": loaded.join(", ") || "none",
      status: kb(page.gzip) <= ROUTE_BUDGET_KB ? "ok" : "OVER BUDGET",
    };
  });
  console.info(formatTable(rows));

  const failed = checks.filter((check) => !check.passed);
  for (const check of failed) {
    console.error(`FAIL ${check.name}: ${check.detail}`);
  }
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(
    reportFile,
    `${JSON.stringify({ passed: checks.length - failed.length, failed: failed.length, pages: rows, checks }, null, 2)}\n`,
  );
  console.info(
    `bundle budget: ${checks.length - failed.length} passed, ${failed.length} failed (${path.relative(appRoot, reportFile)})`,
  );
  process.exitCode = failed.length > 0 ? 1 : 0;
}

main();
