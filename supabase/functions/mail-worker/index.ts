// Entry point on Supabase Edge Functions (and under the local backend, which runs this same file with Deno).
import { workerDependenciesFromEnv } from "../_shared/mail/environment.ts";
import { scheduleSecretFromEnv } from "../_shared/schedule-secret.ts";
import { createWorkerHandler } from "./handler.ts";

Deno.serve(createWorkerHandler(workerDependenciesFromEnv(), scheduleSecretFromEnv()));
