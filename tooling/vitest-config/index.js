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

/**
 * For a project whose files share their worker and its environment instead of each starting a new one
 * (docs/decisions.md D90): on a two-core machine, a new worker and environment per file cost more than the
 * tests. What a test stubs (`vi.stubEnv`, `vi.stubGlobal`) is undone after it, so no other test or file sees it;
 * a DOM project's setup file also calls `resetBetweenFiles` (`@innovatehub/vitest-config/shared-worker`).
 */
export const sharedWorker = { isolate: false, unstubEnvs: true, unstubGlobals: true };
