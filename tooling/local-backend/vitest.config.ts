import { testReporting } from "@innovatehub/vitest-config";
import { defineConfig } from "vitest/config";

const TEST_TIMEOUT_MS = 60_000;
// Building the schema snapshot the first time runs initdb plus every migration in WASM.
const HOOK_TIMEOUT_MS = 180_000;

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    // Each file starts its own PGlite; one at a time keeps the two shared cores usable for others.
    fileParallelism: false,
    ...testReporting,
  },
});
