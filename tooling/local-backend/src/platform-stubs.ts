import type { PGlite } from "@electric-sql/pglite";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * supabase/platform-stubs/*.sql: stand-ins for what a Supabase project has and PGlite lacks (pg_cron, pg_net, ...).
 * Each file checks for the real thing itself, so loading them is always safe; they run before the migrations.
 */
export function readPlatformStubs(supabaseDir: string): string[] {
  const dir = join(supabaseDir, "platform-stubs");
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => readFileSync(join(dir, file), "utf8"));
}

export async function loadPlatformStubs(db: PGlite, supabaseDir: string): Promise<void> {
  for (const sql of readPlatformStubs(supabaseDir)) {
    await db.exec(sql);
  }
}
