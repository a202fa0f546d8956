// Entry point on Supabase Edge Functions (and under the local backend, which runs this same file with Deno).
import { consoleLogger } from "../_shared/logger.ts";
import { requiredEnv } from "../_shared/mail/environment.ts";
import { scheduleSecretFromEnv } from "../_shared/schedule-secret.ts";
import { createSupabaseDeletionQueue } from "../_shared/storage/deletion-queue.ts";
import { createDeletionWorkerHandler } from "./handler.ts";

Deno.serve(
  createDeletionWorkerHandler(
    {
      queue: createSupabaseDeletionQueue(requiredEnv("SUPABASE_URL"), requiredEnv("SUPABASE_SERVICE_ROLE_KEY")),
      logger: consoleLogger,
    },
    scheduleSecretFromEnv(),
  ),
);
