import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import packageJson from "./package.json" with { type: "json" };

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** Files that are part of the published API: everything but tests and stories. */
const PUBLIC_MODULE = /^[a-z-]+\.tsx?$/;

/**
 * One entry per module of `src/components`, `src/lib` and `src/hooks` (never a barrel), so an app pays only for
 * what it imports. These are the folders the wildcard `exports` of package.json publish.
 */
function entriesOf(folder: string): Record<string, string> {
  const dir = path.join(dirname, "src", folder);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => PUBLIC_MODULE.test(file))
      .map((file) => [`${folder}/${file.replace(/\.tsx?$/, "")}`, path.join(dir, file)]),
  );
}

const externalPackages = [
  ...Object.keys(packageJson.dependencies),
  ...Object.keys(packageJson.peerDependencies),
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    lib: {
      entry: { ...entriesOf("components"), ...entriesOf("lib"), ...entriesOf("hooks") },
      formats: ["es"],
    },
    rollupOptions: {
      external: (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: "src",
        entryFileNames: "[name].js",
      },
    },
  },
});
