/**
 * `pnpm bench` (mobile; lighthouserc.desktop.cjs adds desktop): Lighthouse CI on the production build in
 * build/client, which it serves itself (compressed, on a free port). Three runs per page; the median run must
 * meet the budgets of docs/product.md §11 (LCP <= 900 ms, TBT <= 50 ms, CLS 0, performance 100). TBT scales
 * with the machine's load (the simulation multiplies observed CPU time): bench on a quiet machine. Reports stay on this machine in bench-results/; nothing is
 * uploaded and no browser is downloaded (CHROME_PATH, default /usr/bin/chromium).
 * BENCH_ROUTES=/,/about limits the pages; by default every page of the sitemap.
 */
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
        staticDistDir: BUILD_DIR,
        url: pagePaths(),
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
