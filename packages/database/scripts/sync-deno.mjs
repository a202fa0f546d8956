/* Rewrites supabase/functions/_shared/database.types.ts from src/database.types.ts (see deno-copy.mjs for why). */
import { writeFileSync } from "node:fs";
import { stdout } from "node:process";
import { COPY, expectedCopy } from "./deno-copy.mjs";

writeFileSync(COPY, expectedCopy());
stdout.write("wrote supabase/functions/_shared/database.types.ts\n");
