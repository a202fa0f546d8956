#!/usr/bin/env -S npx tsx
// innovatehub-local-backend start | reset
import { resetLocalBackend } from "./reset.ts";
import { DEFAULT_SCHEDULE_INTERVAL_MS } from "./schedule.ts";
import { type LocalBackend, startLocalBackend } from "./server.ts";

const USAGE = `Usage: innovatehub-local-backend <command>
  start   serve the local Supabase stand-in (LOCAL_BACKEND_PORT, default 54321;
          LOCAL_BACKEND_DATA_DIR to move the database, LOCAL_BACKEND_EPHEMERAL=1 for an in-memory one,
          LOCAL_BACKEND_SCHEDULE_MS for how often the cron jobs run, default 30000,
          LOCAL_BACKEND_EVERY_MINUTE_JOBS_EACH_TICK=1 to run the every-minute jobs on each of those checks,
          LOCAL_BACKEND_CLIENT_LIMIT to raise the per-client-address hourly write limits)
  reset   delete the local database, mail outbox and stored files (the next start rebuilds the database)`;

/**
 * Every visitor of an end-to-end run shares one address (127.0.0.1), so the run raises the per-address hourly
 * limits, which the database tests cover on their own; the per-mailbox and global limits stay as they are.
 */
async function applyClientLimit(backend: LocalBackend, value: string | undefined): Promise<void> {
  if (value === undefined) {
    return;
  }
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`LOCAL_BACKEND_CLIENT_LIMIT must be a whole number above 0, not "${value}"`);
  }
  await backend.sql(
    "update private.rate_limits set max_count = $1 where name in ('appointments_per_client_per_hour', 'inquiries_per_client_per_hour', 'page_vitals_per_client_per_hour')",
    [limit],
  );
}

async function start(): Promise<void> {
  const ephemeral = process.env.LOCAL_BACKEND_EPHEMERAL === "1";
  const started = Date.now();
  const backend = await startLocalBackend({
    dataDir: ephemeral ? null : process.env.LOCAL_BACKEND_DATA_DIR,
    warmFunctions: true,
    scheduleIntervalMs: Number(
      process.env.LOCAL_BACKEND_SCHEDULE_MS ?? DEFAULT_SCHEDULE_INTERVAL_MS,
    ),
    everyMinuteJobsEachTick: process.env.LOCAL_BACKEND_EVERY_MINUTE_JOBS_EACH_TICK === "1",
  });
  await applyClientLimit(backend, process.env.LOCAL_BACKEND_CLIENT_LIMIT);
  console.info(
    [
      "",
      `Local backend ready in ${Date.now() - started} ms (${ephemeral ? "in-memory database" : "persistent database"})`,
      `  API URL           ${backend.url}`,
      `  anon key          ${backend.anonKey}`,
      `  service_role key  ${backend.serviceRoleKey}`,
      `  mail outbox       ${backend.outboxDir}   (every e-mail, one JSON file each)`,
      "  Site settings:    VITE_SUPABASE_URL=<API URL>  VITE_SUPABASE_ANON_KEY=<anon key>",
      "",
    ].join("\n"),
  );
  const shutdown = () => {
    void backend.stop().then(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

const command = process.argv[2];
if (command === "start") {
  await start();
} else if (command === "reset") {
  for (const path of resetLocalBackend()) {
    console.info(`removed ${path}`);
  }
} else {
  console.error(USAGE);
  process.exit(command === undefined || command === "--help" ? 0 : 1);
}
