// @ts-check
/**
 * `pnpm bench` in comparison mode (BENCH_COMPARE_ORIGIN set): this site's production build, served here, against
 * another site already served locally at BENCH_COMPARE_ORIGIN (a build of an older commit, or any other site),
 * measured by Lighthouse (mobile, simulated throttling) in interleaved rounds, so both sides meet the same machine
 * load: each round measures every route on both sides, the side that goes first alternating. Prints per route the
 * median main-thread time, TBT, LCP and transfer weight of each side with their ratio (this site / the other),
 * and the CPU speed index Lighthouse measured before each run (benchmarkIndex): runs whose indexes differ much
 * were not measured on the same machine speed. Writes bench-results/compare.json.
 *
 * BENCH_ROUTES=/,/about (paths both sites serve; default: seven of this site's pages), BENCH_ROUNDS (default 2).
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { freePort } from "@innovatehub/playwright-config/free-port";
import { fullBrowserPath } from "@innovatehub/playwright-config/browser-path";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsFile = path.join(appRoot, "bench-results", "compare.json");
const DEFAULT_ROUTES = [
  "/",
  "/about",
  "/services",
  "/all-services",
  "/clients",
  "/contact",
  "/blog",
];
const DEFAULT_ROUNDS = 2;
const SERVER_START_TIMEOUT_MS = 60_000;
const SERVER_POLL_MS = 250;
const BYTES_PER_KB = 1000;
const RATIO_DIGITS = 2;

/** @typedef {{ mainThreadMs: number; tbtMs: number; lcpMs: number; weightKb: number; benchmarkIndex: number }} Run */

const otherOrigin = process.env.BENCH_COMPARE_ORIGIN;
if (!otherOrigin) {
  console.error(
    "Set BENCH_COMPARE_ORIGIN to the origin of the other site (for example http://127.0.0.1:4500).",
  );
  process.exit(2);
}
const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(",").map((route) => route.trim())
  : DEFAULT_ROUTES;
const rounds = Number(process.env.BENCH_ROUNDS ?? DEFAULT_ROUNDS);

/** @param {string} url */
async function waitUntilServing(url) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(url).catch(() => null);
    if (response?.ok) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, SERVER_POLL_MS));
  }
  throw new Error(`${url} did not answer within ${SERVER_START_TIMEOUT_MS} ms`);
}

/** @param {number[]} values @returns {number} */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/**
 * One mobile Lighthouse run (its defaults: a mid-range phone, slow 4G, CPU slowed four times, simulated).
 * @param {string} url @param {number} port
 * @returns {Promise<Run>}
 */
async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) {
    throw new Error(`Lighthouse returned nothing for ${url}`);
  }
  const { audits, environment } = result.lhr;
  return {
    mainThreadMs: audits["mainthread-work-breakdown"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    weightKb: (audits["total-byte-weight"]?.numericValue ?? Number.NaN) / BYTES_PER_KB,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

const port = await freePort();
const selfOrigin = `http://127.0.0.1:${port}`;
const server = spawn("node", [path.join(appRoot, "scripts", "serve.mjs")], {
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
const chrome = await chromeLauncher.launch({
  chromePath: fullBrowserPath(),
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-background-networking",
    "--no-first-run",
  ],
});

/** @type {Record<string, { self: Run[]; other: Run[] }>} */
const runs = Object.fromEntries(routes.map((route) => [route, { self: [], other: [] }]));
try {
  await waitUntilServing(selfOrigin);
  await waitUntilServing(otherOrigin);
  for (let round = 0; round < rounds; round += 1) {
    for (const route of routes) {
      /** @type {("self" | "other")[]} */
      const order = round % 2 === 0 ? ["self", "other"] : ["other", "self"];
      for (const side of order) {
        const origin = side === "self" ? selfOrigin : otherOrigin;
        const run = await measure(new URL(route, origin).href, chrome.port);
        runs[route]?.[side].push(run);
        console.info(
          `round ${round + 1} ${side.padEnd(5)} ${route}: main thread ${Math.round(run.mainThreadMs)} ms, ` +
            `TBT ${Math.round(run.tbtMs)} ms, LCP ${Math.round(run.lcpMs)} ms, ${run.weightKb.toFixed(1)} KB, ` +
            `benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  server.kill();
}

/** @param {Run[]} list @param {keyof Run} key */
const medianOf = (list, key) => median(list.map((run) => run[key]));
/** @param {number} self @param {number} other */
const ratio = (self, other) => (other === 0 ? "-" : (self / other).toFixed(RATIO_DIGITS));

const header = [
  "route",
  "main thread ms (this / other / ratio)",
  "TBT ms",
  "LCP ms",
  "weight KB",
  "benchmarkIndex this | other",
];
const rows = [header];
for (const route of routes) {
  const entry = runs[route];
  if (!entry) {
    continue;
  }
  const cells = /** @type {(keyof Run)[]} */ (["mainThreadMs", "tbtMs", "lcpMs", "weightKb"]).map(
    (key) => {
      const self = medianOf(entry.self, key);
      const other = medianOf(entry.other, key);
      const digits = key === "weightKb" ? 1 : 0;
      return `${self.toFixed(digits)} / ${other.toFixed(digits)} / ${ratio(self, other)}`;
    },
  );
  const indexes = (/** @type {Run[]} */ list) =>
    list.map((run) => Math.round(run.benchmarkIndex)).join(",");
  rows.push([route, ...cells, `${indexes(entry.self)} | ${indexes(entry.other)}`]);
}
const widths = header.map((_, column) =>
  Math.max(...rows.map((row) => String(row[column]).length)),
);
for (const row of rows) {
  console.info(row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join("  "));
}
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify({ selfOrigin, otherOrigin, rounds, runs }, null, 2)}\n`,
);
console.info(
  `medians of ${rounds} interleaved rounds; every run in ${path.relative(appRoot, resultsFile)}`,
);
