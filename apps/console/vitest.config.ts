import react from "@vitejs/plugin-react";
import { testReporting } from "@innovatehub/vitest-config";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    ...testReporting,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
