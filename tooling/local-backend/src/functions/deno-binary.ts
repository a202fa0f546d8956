import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The Deno executable shipped by the `deno` npm package (its postinstall places it next to package.json). */
export function denoExecutable(): string {
  const require = createRequire(import.meta.url);
  const binary = join(
    dirname(require.resolve("deno/package.json")),
    process.platform === "win32" ? "deno.exe" : "deno",
  );
  if (!existsSync(binary)) {
    throw new Error(`Deno binary not found at ${binary}; reinstall the workspace (pnpm install)`);
  }
  return binary;
}
