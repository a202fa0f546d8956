import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/*
 * Vitest 5's reporter groups failed attempts with Map.groupBy (Node >= 21). On Node 20 a failing test crashed
 * the reporter before the JSON report was written, so CI would have read a stale report.
 */
if (!("groupBy" in Map)) {
  Object.defineProperty(Map, "groupBy", {
    value<K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index);
        index += 1;
        const group = groups.get(key);
        if (group === undefined) {
          groups.set(key, [item]);
        } else {
          group.push(item);
        }
      }
      return groups;
    },
  });
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.report.json" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "happy-dom",
          include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
