import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Reads `[functions.<name>] verify_jwt = true|false` from supabase/config.toml (the only function setting the
 * local backend honours). Supabase's default is true.
 */
export function readVerifyJwt(supabaseDir: string, name: string): boolean {
  const path = join(supabaseDir, "config.toml");
  if (!existsSync(path)) {
    return true;
  }
  let inSection = false;
  for (const rawLine of readFileSync(path, "utf8").split("\n")) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const section = /^\[(.+)\]$/.exec(line);
    if (section?.[1] !== undefined) {
      inSection = section[1].trim() === `functions.${name}`;
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (inSection && setting?.[1] !== undefined) {
      return setting[1] === "true";
    }
  }
  return true;
}
