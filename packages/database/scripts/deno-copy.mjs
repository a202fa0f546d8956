/*
 * The edge functions (Deno) read the generated types from a copy inside supabase/functions, because
 * `supabase functions deploy` uploads only files under supabase/functions (docs/decisions.md D53, D64).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const SOURCE = join(here, "..", "src", "database.types.ts");
export const COPY = join(
  here,
  "..",
  "..",
  "..",
  "supabase",
  "functions",
  "_shared",
  "database.types.ts",
);

const HEADER =
  "// Generated from packages/database/src/database.types.ts by `pnpm --filter @innovatehub/database sync:deno`: regenerate, never edit.\n";

/** The text the copy must hold. */
export function expectedCopy() {
  return HEADER + readFileSync(SOURCE, "utf8");
}
