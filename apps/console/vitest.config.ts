import react from "@vitejs/plugin-react";
import { loadTolerantTimeouts, sharedWorker, testReporting } from "@innovatehub/vitest-config";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    ...testReporting,
    ...loadTolerantTimeouts,
    environment: "happy-dom",
    ...sharedWorker,
    // Hermetic: modules that create the client need a well-formed config, and nothing may reach a backend
    // (port 9 is the discard port).
    env: { VITE_SUPABASE_URL: "http://127.0.0.1:9", VITE_SUPABASE_ANON_KEY: "unit-test-key" },
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
