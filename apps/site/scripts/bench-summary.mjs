/**
 * Prints what `pnpm bench` measured, one row per page and form factor: the median of the runs and their range
 * for LCP, TBT and CLS, and the performance scores. It reads the reports Lighthouse CI wrote for its latest run
 * (each form factor's manifest.json), so older reports in bench-results/ never mix in.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "bench-results");
const FORM_FACTORS = ["mobile", "desktop"];
/** The budget is 0, and Lighthouse's own report rounds to three places: four show what it hides. */
const CLS_DIGITS = 4;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function describe(values, digits = 0) {
  const format = (value) => value.toFixed(digits);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(median(values))} (${format(low)}-${format(high)})`;
}

function runsByPage(formFactor) {
  const manifestPath = path.join(RESULTS_DIR, formFactor, "manifest.json");
  if (!existsSync(manifestPath)) {
    return new Map();
  }
  const pages = new Map();
  for (const entry of JSON.parse(readFileSync(manifestPath, "utf8"))) {
    const report = JSON.parse(readFileSync(entry.jsonPath, "utf8"));
    const page = new URL(entry.url).pathname;
    const runs = pages.get(page) ?? [];
    runs.push({
      lcp: report.audits["largest-contentful-paint"].numericValue,
      tbt: report.audits["total-blocking-time"].numericValue,
      cls: report.audits["cumulative-layout-shift"].numericValue,
      performance: Math.round(report.categories.performance.score * 100),
    });
    pages.set(page, runs);
  }
  return pages;
}

const rows = [["form factor", "page", "runs", "LCP ms", "TBT ms", "CLS", "performance"]];
for (const formFactor of FORM_FACTORS) {
  for (const [page, runs] of runsByPage(formFactor)) {
    rows.push([
      formFactor,
      page,
      String(runs.length),
      describe(runs.map((run) => run.lcp)),
      describe(runs.map((run) => run.tbt)),
      describe(
        runs.map((run) => run.cls),
        CLS_DIGITS,
      ),
      describe(runs.map((run) => run.performance)),
    ]);
  }
}

if (rows.length === 1) {
  console.info("No bench results yet: run `pnpm bench` first.");
} else {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) {
    console.info(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
  }
}
