import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { loadTolerantTimeouts, sharedWorker, testReporting } from "@innovatehub/vitest-config";
import { chromiumBrowser } from "@innovatehub/vitest-config/browser";
import { defineConfig } from "vitest/config";

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Not the React Router plugin: components are tested on their own, inside a memory router.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  test: {
    ...testReporting,
    ...loadTolerantTimeouts,
    // Hermetic: the test command exports the local backend's VITE_* values for the e2e build, and turbo
    // forwards them; component tests must not reach a backend.
    env: { VITE_SUPABASE_URL: "", VITE_SUPABASE_ANON_KEY: "" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "happy-dom",
          ...sharedWorker,
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          setupFiles: ["./app/test/setup.ts"],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        test: {
          name: "storybook",
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
