// Entry point on Supabase Edge Functions (and under the local backend, which runs this same file with Deno).
import { requiredEnv, workerDependenciesFromEnv } from "../_shared/mail/environment.ts";
import { createWorkerHandler } from "./handler.ts";

/** Shared with the schedule (private.settings mail_worker_secret); the deploy script sets both. */
const MIN_SECRET_LENGTH = 32;
const secret = requiredEnv("MAIL_WORKER_SECRET");
if (secret.length < MIN_SECRET_LENGTH) {
  throw new Error(`MAIL_WORKER_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
}

Deno.serve(createWorkerHandler(workerDependenciesFromEnv(), secret));
