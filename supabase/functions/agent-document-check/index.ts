// Entry point on Supabase Edge Functions (and under the local backend, which runs this same file with Deno).
import { createSupabaseDocumentStore } from "../_shared/agents/document-store.ts";
import { consoleLogger } from "../_shared/logger.ts";
import { allowedOriginsFromEnv, requiredEnv } from "../_shared/mail/environment.ts";
import { createCheckHandler } from "./handler.ts";

Deno.serve(
  createCheckHandler({
    documents: createSupabaseDocumentStore(
      requiredEnv("SUPABASE_URL"),
      requiredEnv("SUPABASE_SERVICE_ROLE_KEY"),
    ),
    logger: consoleLogger,
    allowedOrigins: allowedOriginsFromEnv(),
  }),
);
