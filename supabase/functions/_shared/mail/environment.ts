import { createOutboxMailer, createResendMailer, type Mailer } from "../mailer.ts";
import { createSupabaseJobStore } from "./store.ts";
import type { WorkerDependencies } from "./worker.ts";
import { consoleLogger } from "../logger.ts";
import { chatSenderFromEnv } from "../chat.ts";

const DEFAULT_TEAM_ADDRESS = "businessdevelopment@innovatehub.ph";
const DEFAULT_FROM = "InnovateHub Inc. <bookings@innovatehub.ph>";
const DEFAULT_SITE_URL = "https://innovatehub.ph";

export function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (value === undefined || value === "") {
    throw new Error(`${name} is not set`);
  }
  return value;
}

/**
 * Resend when RESEND_API_KEY is set; files in MAIL_OUTBOX_DIR when only that is set (the local backend sets it).
 * With neither, the function refuses to start: a deployed project must never drop mail into a temp folder.
 */
export function mailerFromEnv(): Mailer {
  const from = Deno.env.get("MAIL_FROM") ?? DEFAULT_FROM;
  const resendKey = Deno.env.get("RESEND_API_KEY");
  if (resendKey !== undefined && resendKey !== "") {
    const endpoint = Deno.env.get("RESEND_API_URL");
    return createResendMailer({ apiKey: resendKey, from, ...(endpoint ? { endpoint } : {}) });
  }
  const outboxDir = Deno.env.get("MAIL_OUTBOX_DIR");
  if (outboxDir !== undefined && outboxDir !== "") {
    return createOutboxMailer({ directory: outboxDir, from });
  }
  throw new Error(
    "RESEND_API_KEY is not set (set MAIL_OUTBOX_DIR instead only for local development)",
  );
}

export function allowedOriginsFromEnv(): string[] {
  return (Deno.env.get("ALLOWED_ORIGINS") ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");
}

/** CONSOLE_URL is optional here (the team's notices then name the console without a link). */
function consoleUrlFromEnv(): { consoleUrl?: string } {
  const value = Deno.env.get("CONSOLE_URL");
  return value === undefined || value === "" ? {} : { consoleUrl: value.replace(/\/+$/, "") };
}

/** Everything the worker needs, from the function's environment. Throws when something required is missing. */
export function workerDependenciesFromEnv(): WorkerDependencies {
  return {
    store: createSupabaseJobStore(
      requiredEnv("SUPABASE_URL"),
      requiredEnv("SUPABASE_SERVICE_ROLE_KEY"),
    ),
    mailer: mailerFromEnv(),
    chat: chatSenderFromEnv(),
    logger: consoleLogger,
    teamAddress: Deno.env.get("TEAM_EMAIL") ?? DEFAULT_TEAM_ADDRESS,
    siteUrl: (Deno.env.get("SITE_URL") ?? DEFAULT_SITE_URL).replace(/\/+$/, ""),
    ...consoleUrlFromEnv(),
  };
}
