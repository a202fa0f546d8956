import { defineConfig } from "@playwright/test";
import { fullBrowserPath } from "@innovatehub/playwright-config/browser-path";

/**
 * Visual tests: every story of the built Storybook at 390 and 1366 px against committed baselines
 * (docs/decisions.md D68). A missing baseline is written locally and fails on CI.
 */

/**
 * Backstops sized for a two-core machine under heavy load (load average 30 measured while writing this): a tall
 * story's screenshot then took over 20 s. A settled story passes on its first screenshot.
 */
const TEST_TIMEOUT_MS = 180_000;
const EXPECT_TIMEOUT_MS = 90_000;
/**
 * Per-pixel colour distance (pixelmatch's YIQ measure, 0-1) under which two pixels count as the same. Rendering
 * is deterministic on one Chromium build, so this only absorbs anti-aliasing noise; any moved edge is counted.
 */
const PIXEL_THRESHOLD = 0.2;
/** Differing pixels allowed per screenshot: none. A one-pixel move of a box changes hundreds. */
const MAX_DIFF_PIXELS = 0;

export default defineConfig({
  testDir: "./visual",
  testMatch: "*.visual.ts",
  snapshotPathTemplate: "{testDir}/baselines/{arg}{ext}",
  outputDir: "test-results/visual",
  globalSetup: "./visual/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: TEST_TIMEOUT_MS,
  updateSnapshots: process.env.CI ? "none" : "missing",
  expect: {
    timeout: EXPECT_TIMEOUT_MS,
    toHaveScreenshot: {
      animations: "disabled",
      caret: "hide",
      scale: "css",
      threshold: PIXEL_THRESHOLD,
      maxDiffPixels: MAX_DIFF_PIXELS,
    },
  },
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/visual.report.json" }],
    ["./visual/review-reporter.ts"],
  ],
  use: {
    // The full browser, not the headless-only build the other page tests drive: the baselines hold its text
    // rendering, which differs in anti-aliasing (docs/decisions.md D100).
    launchOptions: { executablePath: fullBrowserPath() },
  },
});
