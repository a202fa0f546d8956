import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import packageJson from "./package.json" with { type: "json" };

const dirname = path.dirname(fileURLToPath(import.meta.url));
const componentsDir = path.join(dirname, "src/components");

/** One entry per component (never a barrel), so an app pays only for what it imports. */
const componentEntries = Object.fromEntries(
  readdirSync(componentsDir)
    .filter((file) => /^[a-z-]+\.tsx$/.test(file))
    .map((file) => [`components/${file.replace(/\.tsx$/, "")}`, path.join(componentsDir, file)]),
);

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
      entry: {
        ...componentEntries,
        "lib/utils": path.join(dirname, "src/lib/utils.ts"),
        "lib/toast-defaults": path.join(dirname, "src/lib/toast-defaults.ts"),
        "hooks/use-prefers-reduced-motion": path.join(dirname, "src/hooks/use-prefers-reduced-motion.ts"),
        "hooks/use-when-near-viewport": path.join(dirname, "src/hooks/use-when-near-viewport.ts"),
      },
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
