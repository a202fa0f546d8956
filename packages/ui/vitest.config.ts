import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { loadTolerantTimeouts, sharedWorker, testReporting } from "@innovatehub/vitest-config";
import { chromiumBrowser } from "@innovatehub/vitest-config/browser";
import { defineConfig } from "vitest/config";

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  test: {
    ...testReporting,
    ...loadTolerantTimeouts,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "happy-dom",
          ...sharedWorker,
          include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
          setupFiles: ["./src/test/setup.ts"],
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
