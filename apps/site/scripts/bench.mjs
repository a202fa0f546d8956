// @ts-check
/**
 * `pnpm bench`: Lighthouse on every page of the production build, served by scripts/serve.mjs the
 * way the static host serves it (headers, compression, 404s). Mobile (Lighthouse's default
 * simulated throttling) and desktop, median of BENCH_RUNS runs (default 3) per page and form
 * factor. Writes bench-results/lighthouse.{md,json}, prints the table and flags every figure
 * outside the budgets of ARCHITECTURE.md, with the min-max spread of the runs.
 *
 * BENCH_RUNS=1 for a quick pass; BENCH_FORM_FACTORS=mobile to skip desktop; BENCH_ROUTES=/,/about
 * for some pages only. Turbo builds first (`bench` depends on `build`).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// PREVIEW_ROOT (as scripts/serve.mjs reads it) benchmarks a copy of a build while the tree rebuilds.
const clientDir = path.resolve(process.env.PREVIEW_ROOT ?? path.join(appRoot, "build", "client"));
const resultsDir = path.join(appRoot, "bench-results");
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const HOST = "127.0.0.1";
const DEFAULT_RUNS = 3;
const SERVER_START_TIMEOUT_MS = 15_000;
const CHROME_START_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 100;
const RUNTIME_ERROR_RETRIES = 2;
const PERCENT = 100;
const BYTES_PER_KB = 1000;
const MS_PER_S = 1000;

/** ARCHITECTURE.md "Budgets" (Lighthouse mobile; desktop is held to the same figures). */
const BUDGET = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
};

/**
 * @typedef {{ performance: number; accessibility: number; "best-practices": number; seo: number;
 *   fcpMs: number; lcpMs: number; tbtMs: number; cls: number; jsBytes: number; totalBytes: number }} Figures
 * @typedef {keyof Figures} FigureKey
 */

/** @type {{ key: FigureKey; label: string; format: (value: number) => string; over?: (value: number) => boolean }[]} */
const COLUMNS = [
  { key: "performance", label: "Perf", format: String, over: (v) => v < BUDGET.performance },
  { key: "accessibility", label: "A11y", format: String, over: (v) => v < BUDGET.accessibility },
  { key: "best-practices", label: "BP", format: String, over: (v) => v < BUDGET["best-practices"] },
  { key: "seo", label: "SEO", format: String, over: (v) => v < BUDGET.seo },
  { key: "fcpMs", label: "FCP s", format: (v) => (v / MS_PER_S).toFixed(2) },
  { key: "lcpMs", label: "LCP s", format: (v) => (v / MS_PER_S).toFixed(2), over: (v) => v > BUDGET.lcpMs },
  { key: "tbtMs", label: "TBT ms", format: (v) => v.toFixed(0), over: (v) => v > BUDGET.tbtMs },
  { key: "cls", label: "CLS", format: (v) => v.toFixed(3), over: (v) => v > BUDGET.cls },
  { key: "jsBytes", label: "JS KB", format: (v) => (v / BYTES_PER_KB).toFixed(1) },
  { key: "totalBytes", label: "Total KB", format: (v) => (v / BYTES_PER_KB).toFixed(1) },
];

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** @param {string} url @param {number} timeoutMs */
async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * One headless Chromium for all runs; Lighthouse resets storage and cache before each.
 * @returns {Promise<{ port: number; stop: () => void }>}
 */
function launchChrome() {
  // Its own profile, so other Chromium users on the machine are neither touched nor in the way.
  const profile = mkdtempSync(path.join(tmpdir(), "site-bench-chromium-"));
  const chrome = spawn(
    CHROME_PATH,
    [
      "--headless=new",
      "--no-sandbox",
      `--user-data-dir=${profile}`,
      "--remote-debugging-port=0",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--no-default-browser-check",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Chromium did not start")), CHROME_START_TIMEOUT_MS);
    let stderr = "";
    chrome.stderr.on("data", (chunk) => {
      stderr += String(chunk);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          port: Number(match[1]),
          stop: () => {
            chrome.once("exit", () => rmSync(profile, { recursive: true, force: true }));
            chrome.kill();
          },
        });
      }
    });
    chrome.once("exit", (code) => reject(new Error(`Chromium exited (${code}): ${stderr}`)));
  });
}

/**
 * A Lighthouse run, repeated when the trace itself broke (e.g. NO_NAVSTART on a busy machine);
 * such a run has no metrics at all, unlike a slow one.
 * @param {string} url
 * @param {number} port
 * @param {import("lighthouse").Config | undefined} config
 */
async function auditWithRetry(url, port, config) {
  for (let attempt = 0; attempt <= RUNTIME_ERROR_RETRIES; attempt += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" }, config);
    if (!result) {
      throw new Error(`Lighthouse returned nothing for ${url}`);
    }
    if (!result.lhr.runtimeError || attempt === RUNTIME_ERROR_RETRIES) {
      return result;
    }
    console.warn(`${url}: ${result.lhr.runtimeError.code}, running again`);
  }
  throw new Error("unreachable");
}

/** @param {string} sitemap @returns {string[]} */
function routesFromSitemap(sitemap) {
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) =>
    match[1] ? [new URL(match[1]).pathname] : [],
  );
}

/** What Lighthouse's network items carry that the byte columns need. */
const RESOURCE_TYPE_SCRIPT = "Script";
/** The encodings Chrome asks for, so the server picks the same precompressed file as it did for Chrome. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/**
 * Bytes of the HTTP/1.1 response head (status line, headers, blank line) the preview server sends for a URL.
 * The local server repeats the full security header set (about 3 KB, most of it the CSP) on every response;
 * an HTTP/2 host compresses repeated headers to a few bytes, so the byte columns leave the head out.
 * @param {string} url
 * @returns {Promise<number>}
 */
function responseHeadBytes(url) {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING } }, (response) => {
      let bytes = Buffer.byteLength(`HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`);
      for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
        bytes += Buffer.byteLength(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`);
      }
      response.resume();
      resolve(bytes);
    });
    request.on("error", reject);
  });
}

/** @type {Map<string, Promise<number>>} */
const headBytesCache = new Map();

/** @param {string} url */
function cachedResponseHeadBytes(url) {
  let bytes = headBytesCache.get(url);
  if (bytes === undefined) {
    bytes = responseHeadBytes(url);
    headBytesCache.set(url, bytes);
  }
  return bytes;
}

/**
 * Response bodies as transferred (compressed), without the response heads, for scripts and for everything.
 * @param {ReadonlyArray<Record<string, unknown>>} items Lighthouse's network-requests items
 * @param {string} origin only this server's responses have a head we can measure; others count in full
 */
async function bodyBytes(items, origin) {
  let scripts = 0;
  let total = 0;
  for (const item of items) {
    const transferred = typeof item.transferSize === "number" ? item.transferSize : 0;
    const url = typeof item.url === "string" ? item.url : "";
    const head = transferred > 0 && url.startsWith(origin) ? await cachedResponseHeadBytes(url) : 0;
    const body = Math.max(0, transferred - head);
    total += body;
    scripts += item.resourceType === RESOURCE_TYPE_SCRIPT ? body : 0;
  }
  return { scripts, total };
}

/**
 * @param {import("lighthouse").Result} lhr
 * @param {string} origin
 * @returns {Promise<Figures>}
 */
async function figuresOf(lhr, origin) {
  /** @param {string} id */
  const category = (id) => Math.round((lhr.categories[id]?.score ?? 0) * PERCENT);
  /** @param {string} id */
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits["network-requests"]?.details;
  /** @type {ReadonlyArray<Record<string, unknown>>} */
  const items = requests && "items" in requests ? requests.items : [];
  const bytes = await bodyBytes(items, origin);
  return {
    performance: category("performance"),
    accessibility: category("accessibility"),
    "best-practices": category("best-practices"),
    seo: category("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: bytes.scripts,
    totalBytes: bytes.total,
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  const lower = sorted[middle - 1] ?? upper;
  return sorted.length % 2 === 0 ? (lower + upper) / 2 : upper;
}

/**
 * Audits that lost points, with their titles, so a flagged score says why.
 * @param {import("lighthouse").Result} lhr
 */
function failedAudits(lhr) {
  const failed = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.push(`${id}: ${audit.id} (${audit.title})`);
      }
    }
  }
  return failed;
}

async function main() {
  const sitemapFile = path.join(clientDir, "sitemap.xml");
  if (!existsSync(sitemapFile)) {
    throw new Error(`No build with a sitemap in ${clientDir}; run the build first.`);
  }
  const runs = Number(process.env.BENCH_RUNS ?? DEFAULT_RUNS);
  const formFactors = (process.env.BENCH_FORM_FACTORS ?? "mobile,desktop").split(",");
  const only = process.env.BENCH_ROUTES?.split(",");
  const routes = routesFromSitemap(readFileSync(sitemapFile, "utf8")).filter(
    (route) => !only || only.includes(route),
  );

  const port = await freePort();
  const server = spawn(process.execPath, [path.join(appRoot, "scripts", "serve.mjs")], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  const origin = `http://${HOST}:${port}`;
  const chrome = await launchChrome();
  try {
    await waitForHttp(origin, SERVER_START_TIMEOUT_MS);
    /** @type {{ route: string; formFactor: string; runs: Figures[]; median: Figures; failed: string[] }[]} */
    const results = [];
    for (const formFactor of formFactors) {
      const config = formFactor === "desktop" ? desktopConfig : undefined;
      for (const route of routes) {
        /** @type {Figures[]} */
        const figures = [];
        const failed = new Set();
        for (let run = 0; run < runs; run += 1) {
          const result = await auditWithRetry(`${origin}${route}`, chrome.port, config);
          figures.push(await figuresOf(result.lhr, origin));
          // The last run's full report, for reading why a figure is off.
          mkdirSync(path.join(resultsDir, "reports"), { recursive: true });
          writeFileSync(
            path.join(resultsDir, "reports", `${formFactor}${route === "/" ? "-home" : route.replaceAll("/", "-")}.json`),
            JSON.stringify(result.lhr),
          );
          for (const audit of failedAudits(result.lhr)) {
            failed.add(audit);
          }
        }
        /** @type {Record<string, number>} */
        const medians = {};
        for (const { key } of COLUMNS) {
          medians[key] = median(figures.map((figure) => figure[key]));
        }
        // The object has exactly the Figures keys, filled from COLUMNS above.
        const medianFigures = /** @type {Figures} */ (/** @type {unknown} */ (medians));
        const entry = { route, formFactor, runs: figures, median: medianFigures, failed: [...failed] };
        results.push(entry);
        console.info(`${formFactor} ${route}: ${COLUMNS.map((c) => `${c.label} ${c.format(medianFigures[c.key])}`).join(", ")}`);
      }
    }
    writeReports(results, runs);
  } finally {
    chrome.stop();
    server.kill();
  }
}

/**
 * @param {{ route: string; formFactor: string; runs: Figures[]; median: Figures; failed: string[] }[]} results
 * @param {number} runs
 */
function writeReports(results, runs) {
  const header = ["Form factor", "Route", ...COLUMNS.map((column) => column.label)];
  let overCount = 0;
  const rows = results.map((result) => [
    result.formFactor,
    result.route,
    ...COLUMNS.map((column) => {
      const values = result.runs.map((figure) => figure[column.key]);
      const value = result.median[column.key];
      const over = column.over?.(value) ?? false;
      overCount += over ? 1 : 0;
      const spread =
        values.length > 1
          ? ` (${column.format(Math.min(...values))}-${column.format(Math.max(...values))})`
          : "";
      return `${over ? "**" : ""}${column.format(value)}${over ? " ⚠**" : ""}${spread}`;
    }),
  ]);
  const notes = results
    .filter((result) => result.failed.length > 0)
    .map((result) => `- ${result.formFactor} ${result.route}: ${result.failed.join("; ")}`);
  const markdown = [
    `# Lighthouse benchmark`,
    "",
    `${new Date().toISOString()}, median of ${runs} run(s) per page and form factor, (min-max) of the runs.`,
    `Budgets (ARCHITECTURE.md): performance >= ${BUDGET.performance}, accessibility/best practices/SEO ${BUDGET.seo},`,
    `LCP <= ${BUDGET.lcpMs / MS_PER_S} s, TBT <= ${BUDGET.tbtMs} ms, CLS <= ${BUDGET.cls}. ⚠ marks a figure outside its budget.`,
    `JS and total KB are response bodies as transferred (brotli) by scripts/serve.mjs, without response heads: over`,
    `local HTTP/1.1 each response repeats the ~3 KB security header set, which an HTTP/2 host compresses away.`,
    "",
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
    "",
    overCount === 0 ? "Every figure is within budget." : `${overCount} figure(s) outside budget.`,
    ...(notes.length > 0 ? ["", "Audits that lost points:", "", ...notes] : []),
    "",
  ].join("\n");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, "lighthouse.md"), markdown);
  writeFileSync(
    path.join(resultsDir, "lighthouse.json"),
    `${JSON.stringify({ runs, budget: BUDGET, results }, null, 2)}\n`,
  );
  console.info(`\n${markdown}`);
  console.info(`Written to ${path.relative(process.cwd(), resultsDir)}/lighthouse.{md,json}`);
}

await main();
