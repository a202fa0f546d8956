import { loadTolerantTimeouts, sharedWorker, testReporting } from "@innovatehub/vitest-config";
import { defineConfig } from "vitest/config";

// Building the schema snapshot the first time runs initdb plus every migration in WASM: longer than the shared
// hook backstop on a loaded machine.
const HOOK_TIMEOUT_MS = 300_000;

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    ...loadTolerantTimeouts,
    hookTimeout: HOOK_TIMEOUT_MS,
    // Each file starts its own PGlite; one at a time keeps the two shared cores usable for others. No file mocks
    // a module and each starts and stops its own backend, so they can share the worker.
    fileParallelism: false,
    ...sharedWorker,
    ...testReporting,
  },
});
