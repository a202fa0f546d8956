import { loadTolerantTimeouts, sharedWorker, testReporting } from "@innovatehub/vitest-config";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    ...sharedWorker,
    ...testReporting,
    ...loadTolerantTimeouts,
  },
});
