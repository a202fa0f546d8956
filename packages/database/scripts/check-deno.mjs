/*
 * Fails when supabase/functions/_shared/database.types.ts differs from src/database.types.ts (D64), and records
 * the result as test-results/deno-copy.report.json for the suite's summary line.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { exit, stderr, stdout } from "node:process";
import { fileURLToPath } from "node:url";
import { COPY, expectedCopy } from "./deno-copy.mjs";

const current = existsSync(COPY) && readFileSync(COPY, "utf8") === expectedCopy();
const results = join(dirname(fileURLToPath(import.meta.url)), "..", "test-results");
mkdirSync(results, { recursive: true });
writeFileSync(
  join(results, "deno-copy.report.json"),
  JSON.stringify({ passed: current ? 1 : 0, failed: current ? 0 : 1 }),
);
if (!current) {
  stderr.write(
    "supabase/functions/_shared/database.types.ts is out of date: run pnpm --filter @innovatehub/database sync:deno\n",
  );
  exit(1);
}
stdout.write("the edge functions' copy of the database types is current\n");
