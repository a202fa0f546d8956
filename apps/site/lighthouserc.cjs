/**
 * `pnpm bench` (mobile; lighthouserc.desktop.cjs adds desktop): Lighthouse CI on the production build in
 * build/client, served by scripts/serve.mjs (the preview server of the e2e tests and the comparison mode) on a free
 * port: the static host's headers and the build's own brotli, so Lighthouse measures the bytes visitors receive
 * (docs/decisions.md D93; LHCI's built-in server compressed each page again, at brotli quality 4, without the
 * headers, about 1 KB more per page). Three runs per page; the median run must
 * meet the budgets of docs/product.md §11 (LCP <= 900 ms, TBT <= 50 ms, CLS 0, performance 100). TBT scales
 * with the machine's load (the simulation multiplies observed CPU time): bench on a quiet machine. Reports stay on this machine in bench-results/; nothing is
 * uploaded and no browser is downloaded (CHROME_PATH, default /usr/bin/chromium).
 * BENCH_ROUTES=/,/about limits the pages; by default every page of the sitemap.
 */
const { execFileSync } = require("node:child_process");
const { readFileSync } = require("node:fs");
const path = require("node:path");

const BUILD_DIR = path.join(__dirname, "build", "client");
const RUNS = 3;
/**
 * docs/product.md §11. Lighthouse's slow-4G model puts the floor for a page whose HTML (about 30 KB compressed)
 * is its only request to first paint at about 830 ms (connection and first byte about 675 ms, the rest of the
 * HTML one more round trip); a page that needs a second request before its largest paint cannot meet 900 ms.
 */
const LCP_BUDGET_MS = 900;
const TBT_BUDGET_MS = 50;

/** A port free right now, so a running preview or a second bench never meets this one (BENCH_PORT to choose). */
const PORT =
  process.env.BENCH_PORT ??
  execFileSync(process.execPath, [path.join(__dirname, "..", "..", "tooling", "scripts", "free-ports.mjs"), "1"], {
    encoding: "utf8",
  }).trim();
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** Pages as the static host serves them: `/about/` is `about/index.html` without a redirect. */
function pagePaths() {
  const requested = process.env.BENCH_ROUTES;
  const paths = requested
    ? requested.split(",").map((route) => route.trim())
    : [...readFileSync(path.join(BUILD_DIR, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]).pathname,
      );
  return paths.map((pathname) => (pathname.endsWith("/") ? pathname : `${pathname}/`));
}

const median = (options) => ["error", { ...options, aggregationMethod: "median" }];

/** @param {{ formFactor: "mobile" | "desktop" }} options */
function lighthouseConfig({ formFactor }) {
  return {
    ci: {
      collect: {
        startServerCommand: `PREVIEW_ROOT=${JSON.stringify(BUILD_DIR)} PORT=${PORT} node ${JSON.stringify(path.join(__dirname, "scripts", "serve.mjs"))}`,
        startServerReadyPattern: "Preview of",
        url: pagePaths().map((pathname) => `${ORIGIN}${pathname}`),
        numberOfRuns: RUNS,
        chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        settings: {
          ...(formFactor === "desktop" ? { preset: "desktop" } : {}),
          chromeFlags: [
            "--headless=new",
            "--no-sandbox",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ].join(" "),
        },
      },
      assert: {
        assertions: {
          "categories:performance": median({ minScore: 1 }),
          "categories:accessibility": median({ minScore: 1 }),
          "categories:best-practices": median({ minScore: 1 }),
          "categories:seo": median({ minScore: 1 }),
          "largest-contentful-paint": median({ maxNumericValue: LCP_BUDGET_MS }),
          "total-blocking-time": median({ maxNumericValue: TBT_BUDGET_MS }),
          "cumulative-layout-shift": median({ maxNumericValue: 0 }),
        },
      },
      upload: { target: "filesystem", outputDir: path.join(__dirname, "bench-results", formFactor) },
    },
  };
}

module.exports = lighthouseConfig({ formFactor: "mobile" });
module.exports.lighthouseConfig = lighthouseConfig;
