import { defineConfig, devices } from "@playwright/test";
import { testBrowserPath } from "./browser-path.js";

/** The embedded local backend's default port (tooling/local-backend). */
const LOCAL_BACKEND_DEFAULT_PORT = 54321;
/*
 * Timeouts are sized for a two-core machine running two copies of the suite beside other work (load average
 * 12 and more, docs/decisions.md "Timeouts are backstops"): they only end a test that is stuck, never a slow
 * one. Every wait in a spec is on a condition (web-first assertions, expect.poll), bounded by these.
 */
/** The local backend applies the migrations and seed (PGlite, WASM) before it listens. */
const LOCAL_BACKEND_START_TIMEOUT_MS = 300_000;
const PREVIEW_START_TIMEOUT_MS = 120_000;
const TEST_TIMEOUT_MS = 90_000;
const EXPECT_TIMEOUT_MS = 20_000;

/*
 * Every spec runs at a phone's 390 px and a laptop's 1366 px, except a test whose outcome cannot depend on the width
 * (raw HTML fetched with `request`, a row stored in the database, a server's refusal, a keyboard flow through one
 * form): it passes one of these as its details, `test(title, MOBILE_ONLY, body)`, and runs once, in the project it
 * names; a test that only exists at one width may carry one too (docs/decisions.md D87).
 */
/** Only in the mobile-390 project: forms, the agent flow and a slow phone before hydration, whose audience is on phones. */
export const MOBILE_ONLY = { tag: "@mobile-only" };
/** Only in the desktop-1366 project. */
export const DESKTOP_ONLY = { tag: "@desktop-only" };

/**
 * The Playwright config of an app tested on its production preview (`node scripts/serve.mjs` on `previewPort`),
 * at a phone's 390 px and a laptop's 1366 px, optionally with the embedded local backend, so specs talk to real
 * Postgres. Each app chooses its port, from its own environment variable so parallel runs on one machine keep apart.
 */
export function previewE2eConfig({ previewPort, withLocalBackend }) {
  const baseURL = `http://127.0.0.1:${previewPort}`;
  // Read when the app's config calls this, not at import: the console's config points it at a backend of its own
  // first. LOCAL_BACKEND_PORT moves the backend (with the bundle's VITE_SUPABASE_URL at build time) so two runs on
  // one machine keep apart; the specs' helpers (@innovatehub/local-backend/keys) read the same variable.
  const localBackendPort = Number(process.env.LOCAL_BACKEND_PORT ?? LOCAL_BACKEND_DEFAULT_PORT);
  // CI=true starts fresh servers; locally a running preview or backend is reused.
  const reuseExistingServer = !process.env.CI;
  return defineConfig({
    testDir: "./e2e",
    // E2E_OUTPUT_DIR keeps traces of parallel runs on one machine apart.
    outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright",
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    // CI machines have two cores shared by every runner: one retry absorbs a timing hiccup, and the JSON report
    // still marks such a test "flaky" so it is seen, never hidden (docs/decisions.md D11).
    retries: process.env.CI ? 1 : 0,
    workers: 2,
    timeout: TEST_TIMEOUT_MS,
    expect: { timeout: EXPECT_TIMEOUT_MS },
    reporter: [["list"], ["json", { outputFile: "playwright-report/playwright.report.json" }]],
    use: {
      baseURL,
      // Recording a trace (screencast frames, DOM snapshots) costs a quarter of a test's time; a failing test's
      // retry records one, so a failure or a flaky pass still leaves its trace (docs/decisions.md D99).
      trace: "on-first-retry",
      launchOptions: { executablePath: testBrowserPath() },
    },
    projects: [
      {
        name: "mobile-390",
        use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true },
        grepInvert: new RegExp(DESKTOP_ONLY.tag),
      },
      {
        name: "desktop-1366",
        use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 800 } },
        grepInvert: new RegExp(MOBILE_ONLY.tag),
      },
    ],
    webServer: [
      {
        command: "node scripts/serve.mjs",
        url: baseURL,
        env: { PORT: String(previewPort) },
        reuseExistingServer,
        timeout: PREVIEW_START_TIMEOUT_MS,
      },
      ...(withLocalBackend
        ? [
            {
              command: "pnpm --filter @innovatehub/local-backend start",
              port: localBackendPort,
              // In memory: every run starts from the migrations and seed, never from rows earlier runs wrote.
              // Every visitor of the run shares 127.0.0.1: the per-address limits are raised (the database
              // tests cover them). The schedule checks its cron jobs every 5 s and runs the every-minute ones (the
              // mail and Storage deletion workers, which only do what is due) on each check, so a test waits
              // seconds for an e-mail instead of up to a minute; the other jobs keep their cron times
              // (docs/decisions.md D95).
              env: {
                LOCAL_BACKEND_PORT: String(localBackendPort),
                LOCAL_BACKEND_EPHEMERAL: "1",
                LOCAL_BACKEND_CLIENT_LIMIT: "1000",
                LOCAL_BACKEND_SCHEDULE_MS: "5000",
                LOCAL_BACKEND_EVERY_MINUTE_JOBS_EACH_TICK: "1",
              },
              reuseExistingServer,
              timeout: LOCAL_BACKEND_START_TIMEOUT_MS,
            },
          ]
        : []),
    ],
  });
}
