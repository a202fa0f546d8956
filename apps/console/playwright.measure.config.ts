import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * Measurements, not tests: `pnpm exec playwright test -c playwright.measure.config.ts` (on a build, under the
 * ports lock) runs e2e/measure/*.measure.ts once, at 1366 px, and prints the figures.
 */
export default defineConfig({
  ...base,
  testMatch: /\.measure\.ts$/,
  retries: 0,
  workers: 1,
  projects: (base.projects ?? []).filter((project) => project.name === "desktop-1366"),
});
