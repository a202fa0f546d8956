import "./node20-polyfills.js";

/**
 * Where every Vitest run writes its machine-readable report; tooling/scripts/summarize-tests.mjs sums these
 * into the one summary line CI reads (docs/decisions.md D4).
 */
export const testReporting = {
  reporters: ["default", "json"],
  outputFile: { json: "test-results/vitest.report.json" },
};

export { ASYNC_WAIT_TIMEOUT_MS, loadTolerantTimeouts } from "./timeouts.js";
