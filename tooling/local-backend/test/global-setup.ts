import { ensureSnapshot } from "../src/database.ts";
import { SNAPSHOT_CACHE_DIR, SUPABASE_DIR } from "../src/paths.ts";

/** Builds the post-migration snapshot once, before any test file starts a backend from it. */
export default async function setup(): Promise<void> {
  await ensureSnapshot(SUPABASE_DIR, SNAPSHOT_CACHE_DIR);
}
