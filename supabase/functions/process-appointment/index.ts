// Entry point on Supabase Edge Functions (and under the local backend, which runs this same file with Deno).
import { consoleLogger } from "../_shared/logger.ts";
import { createOutboxMailer, createResendMailer, type Mailer } from "../_shared/mailer.ts";
import { createHandler } from "./handler.ts";
import { createSupabaseStore } from "./store.ts";

const DEFAULT_TEAM_ADDRESS = "businessdevelopment@innovatehub.ph";
const DEFAULT_FROM = "InnovateHub Inc. <bookings@innovatehub.ph>";
const DEFAULT_OUTBOX_DIR = "/tmp/innovatehub-outbox";

function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (value === undefined || value === "") {
    throw new Error(`${name} is not set`);
  }
  return value;
}

function mailerFromEnv(): Mailer {
  const from = Deno.env.get("MAIL_FROM") ?? DEFAULT_FROM;
  const resendKey = Deno.env.get("RESEND_API_KEY");
  if (resendKey !== undefined && resendKey !== "") {
    return createResendMailer({ apiKey: resendKey, from });
  }
  return createOutboxMailer({
    directory: Deno.env.get("MAIL_OUTBOX_DIR") ?? DEFAULT_OUTBOX_DIR,
    from,
  });
}

const allowedOrigins = (Deno.env.get("ALLOWED_ORIGINS") ?? "")
  .split(",")
  .map((origin) => origin.trim())
  .filter((origin) => origin !== "");

Deno.serve(
  createHandler({
    store: createSupabaseStore(
      requiredEnv("SUPABASE_URL"),
      requiredEnv("SUPABASE_SERVICE_ROLE_KEY"),
    ),
    mailer: mailerFromEnv(),
    logger: consoleLogger,
    teamAddress: Deno.env.get("TEAM_EMAIL") ?? DEFAULT_TEAM_ADDRESS,
    allowedOrigins,
  }),
);
