import { rmSync } from "node:fs";
import { DEFAULT_DATA_DIR, DEFAULT_OUTBOX_DIR, DEFAULT_STORAGE_DIR } from "./paths.ts";

/**
 * Deletes the persisted database, the mail outbox and the stored files; the next start rebuilds the database from
 * the migrations and seed.
 */
export function resetLocalBackend(
  paths: { dataDir?: string; outboxDir?: string; storageDir?: string } = {},
): string[] {
  const removed = [
    paths.dataDir ?? DEFAULT_DATA_DIR,
    paths.outboxDir ?? DEFAULT_OUTBOX_DIR,
    paths.storageDir ?? DEFAULT_STORAGE_DIR,
  ];
  for (const path of removed) {
    rmSync(path, { recursive: true, force: true });
  }
  return removed;
}
