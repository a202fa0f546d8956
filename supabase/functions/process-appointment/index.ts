// Entry point on Supabase Edge Functions (and under the local backend, which runs this same file with Deno).
import { allowedOriginsFromEnv, workerDependenciesFromEnv } from "../_shared/mail/environment.ts";
import { captchaVerifierFromEnv } from "../_shared/captcha/environment.ts";
import { createHandler } from "./handler.ts";

Deno.serve(
  createHandler({
    worker: workerDependenciesFromEnv(),
    allowedOrigins: allowedOriginsFromEnv(),
    captcha: captchaVerifierFromEnv(),
  }),
);
