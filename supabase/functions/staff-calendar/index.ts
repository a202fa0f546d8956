// Entry point on Supabase Edge Functions (and under the local backend, which runs this same file with Deno).
import { createSupabaseFeedStore } from "../_shared/calendar/store.ts";
import { consoleLogger } from "../_shared/logger.ts";
import { requiredEnv } from "../_shared/mail/environment.ts";
import { createFeedHandler } from "./handler.ts";

Deno.serve(
  createFeedHandler({
    feeds: createSupabaseFeedStore(
      requiredEnv("SUPABASE_URL"),
      requiredEnv("SUPABASE_SERVICE_ROLE_KEY"),
    ),
    logger: consoleLogger,
    consoleUrl: requiredEnv("CONSOLE_URL").replace(/\/+$/, ""),
  }),
);
