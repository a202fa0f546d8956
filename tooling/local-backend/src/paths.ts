import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file is tooling/local-backend/src/paths.ts). */
export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const SUPABASE_DIR = join(REPO_ROOT, "supabase");

/** Everything the backend writes lives here (git-ignored): database files, mail outbox, schema snapshots. */
const STATE_DIR = join(REPO_ROOT, ".local-backend");
export const DEFAULT_DATA_DIR = join(STATE_DIR, "data");
export const DEFAULT_OUTBOX_DIR = join(STATE_DIR, "outbox");
export const DEFAULT_STORAGE_DIR = join(STATE_DIR, "storage");
export const SNAPSHOT_CACHE_DIR = join(STATE_DIR, "cache");
