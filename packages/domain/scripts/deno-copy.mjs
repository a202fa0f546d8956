/*
 * The edge functions (Deno) read this package from a generated copy inside supabase/functions, because
 * `supabase functions deploy` uploads only files under supabase/functions (see docs/decisions.md, "The domain
 * package in Deno"). The sources import each other with `.ts` extensions, so the copy runs in Deno unchanged.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const SOURCE_DIR = join(here, "..", "src");
export const COPY_DIR = join(here, "..", "..", "..", "supabase", "functions", "_shared", "domain");

const HEADER =
  "// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.\n";

/** File name -> the text the copy must hold. */
export function expectedCopy() {
  return new Map(
    readdirSync(SOURCE_DIR)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .sort()
      .map((file) => [file, HEADER + readFileSync(join(SOURCE_DIR, file), "utf8")]),
  );
}
