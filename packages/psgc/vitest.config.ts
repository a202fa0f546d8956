import { loadTolerantTimeouts, testReporting } from "@innovatehub/vitest-config";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Reading the whole PSGC release (every barangay) takes seconds on a loaded machine: the shared backstops.
    ...loadTolerantTimeouts,
    ...testReporting,
  },
});
