import { defineConfig, devices } from "@playwright/test";

// The console's own preview port, next to the site's 4391; E2E_CONSOLE_PORT moves it for parallel runs.
const PREVIEW_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 4392);
const BACKEND_PORT = 54321;
const baseURL = `http://127.0.0.1:${PREVIEW_PORT}`;
const reuseExistingServer = !process.env.CI;

export default defineConfig({
  testDir: "./e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
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
    {
      command: "pnpm --filter @innovatehub/local-backend start",
      port: BACKEND_PORT,
      // In memory: every run starts from the migrations and seed.
      // Every visitor of the run shares 127.0.0.1: the per-address limits are raised (the database tests cover them).
      env: { LOCAL_BACKEND_EPHEMERAL: "1", LOCAL_BACKEND_CLIENT_LIMIT: "1000" },
      reuseExistingServer,
      timeout: 120_000,
    },
  ],
});
