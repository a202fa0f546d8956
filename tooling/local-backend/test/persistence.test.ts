import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resetLocalBackend, startLocalBackend } from "../src/index.ts";
import { booking, manilaSlot } from "./helpers.ts";

const WEEKS_AHEAD = 8;
/**
 * The persistent folder is built from nothing, not from the test snapshot (initdb and every migration in WASM),
 * then opened three more times. At load average 21 on two cores that passed the shared 60 s backstop.
 */
const FRESH_DATABASES_TIMEOUT_MS = 300_000;

describe("the persistent database", () => {
  const root = mkdtempSync(join(tmpdir(), "local-backend-persist-"));
  const dataDir = join(root, "data");
  const outboxDir = join(root, "outbox");

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it(
    "keeps rows between runs, starts from the seed, refuses rewritten migrations, and is emptied by reset",
    async () => {
      const row = booking(manilaSlot(WEEKS_AHEAD, 0, "09:00"), "persist@example.com");
      const first = await startLocalBackend({ port: 0, dataDir, outboxDir, logRequests: false });
      const seeded = await first.sql<{ n: number }>(
        "select count(*)::int as n from public.appointments",
      );
      expect(seeded[0]?.n).toBeGreaterThan(0);
      const response = await fetch(`${first.url}/rest/v1/appointments`, {
        method: "POST",
        headers: { apikey: first.anonKey, "Content-Type": "application/json" },
        body: JSON.stringify(row),
      });
      expect(response.status).toBe(201);
      await first.stop();

      const second = await startLocalBackend({ port: 0, dataDir, outboxDir, logRequests: false });
      await expect(
        startLocalBackend({ port: 0, dataDir, outboxDir, logRequests: false }),
      ).rejects.toThrow(/in use/);
      expect(
        await second.sql("select email from public.appointments where id = $1", [row.id]),
      ).toEqual([{ email: "persist@example.com" }]);
      // As if the folder's migrations had been rewritten since this database was built.
      await second.sql(
        "update supabase_migrations.schema_migrations set name = 'rewritten' where version = (select min(version) from supabase_migrations.schema_migrations)",
      );
      await second.stop();
      await expect(
        startLocalBackend({ port: 0, dataDir, outboxDir, logRequests: false }),
      ).rejects.toThrow(/no longer in supabase\/migrations.*pnpm db:reset/);

      resetLocalBackend({ dataDir, outboxDir });
      expect(existsSync(dataDir)).toBe(false);
      expect(existsSync(outboxDir)).toBe(false);
    },
    FRESH_DATABASES_TIMEOUT_MS,
  );
});
