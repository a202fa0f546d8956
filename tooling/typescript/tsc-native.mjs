#!/usr/bin/env node
// Type checks run on TypeScript 7, the native compiler (several times faster than TypeScript 6 here, see
// docs/decisions.md D71). TypeScript 6 stays the `typescript` package every other tool (ESLint, Vite, knip)
// loads through its JavaScript API, which TypeScript 7 does not offer; this alias keeps the two apart.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
// The package exports only its API, so its launcher is found beside its package.json.
const compiler = path.join(path.dirname(require.resolve("typescript-native/package.json")), "bin", "tsc");
const result = spawnSync(process.execPath, [compiler, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
