import { rmSync } from "node:fs";
import { DEFAULT_DATA_DIR, DEFAULT_OUTBOX_DIR } from "./paths.ts";

/** Deletes the persisted database and the mail outbox; the next start rebuilds both from the migrations and seed. */
export function resetLocalBackend(paths: { dataDir?: string; outboxDir?: string } = {}): string[] {
  const removed = [paths.dataDir ?? DEFAULT_DATA_DIR, paths.outboxDir ?? DEFAULT_OUTBOX_DIR];
  for (const path of removed) {
    rmSync(path, { recursive: true, force: true });
  }
  return removed;
}
