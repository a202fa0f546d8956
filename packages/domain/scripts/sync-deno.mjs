/* Rewrites supabase/functions/_shared/domain from packages/domain/src (see deno-copy.mjs for why). */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { stdout } from "node:process";
import { join } from "node:path";
import { COPY_DIR, expectedCopy } from "./deno-copy.mjs";

const files = expectedCopy();
mkdirSync(COPY_DIR, { recursive: true });
for (const file of readdirSync(COPY_DIR)) {
  if (!files.has(file)) {
    rmSync(join(COPY_DIR, file));
  }
}
for (const [file, text] of files) {
  writeFileSync(join(COPY_DIR, file), text);
}
stdout.write(`wrote ${files.size} files to supabase/functions/_shared/domain\n`);
