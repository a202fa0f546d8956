import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/*
 * Vitest 5's reporter groups failed attempts with Map.groupBy (Node >= 21); on Node 20 a failing test
 * would crash the reporter before the JSON report is written (same guard as packages/ui).
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

// Not the React Router plugin: components are tested on their own, inside a memory router.
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
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          setupFiles: ["./app/test/setup.ts"],
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
