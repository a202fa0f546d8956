import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets parallel runs on one machine use their own preview server.
const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4391);
const BACKEND_PORT = 54321;
const baseURL = `http://127.0.0.1:${PREVIEW_PORT}`;
const reuseExistingServer = !process.env.CI;

/*
 * The embedded local backend (tooling/local-backend) joins the run once its start command exists,
 * so the booking and inquiry specs talk to real Postgres; the shell specs need only the preview.
 */
const localBackendCli = new URL("../../tooling/local-backend/src/cli.ts", import.meta.url);
const withLocalBackend = existsSync(localBackendCli) && process.env.E2E_LOCAL_BACKEND !== "0";

export default defineConfig({
  testDir: "./e2e",
  // E2E_OUTPUT_DIR keeps traces of parallel runs on one machine apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI machines have two cores shared by every runner: one retry absorbs a timing hiccup, and the JSON report
  // still marks such a test "flaky" so it is seen, never hidden (docs/decisions.md D11).
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"], ["json", { outputFile: "playwright-report/playwright.report.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
  },
  projects: [
    {
      name: "mobile-390",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      name: "desktop-1366",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 800 } },
    },
  ],
  webServer: [
    {
      command: "node scripts/serve.mjs",
      url: baseURL,
      env: { PORT: String(PREVIEW_PORT) },
      reuseExistingServer,
    },
    ...(withLocalBackend
      ? [
          {
            command: "pnpm --filter @innovatehub/local-backend start",
            port: BACKEND_PORT,
            // In memory: every run starts from the migrations and seed, never from slots earlier runs booked.
            // Every visitor of the run shares 127.0.0.1: the per-address limits are raised (the database tests cover them).
            env: { LOCAL_BACKEND_EPHEMERAL: "1", LOCAL_BACKEND_CLIENT_LIMIT: "1000" },
            reuseExistingServer,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
