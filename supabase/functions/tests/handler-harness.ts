// The process-appointment handler over the in-memory outbox, provider and logger, and one way to call it.
import type { CaptchaVerifier } from "../_shared/captcha/verifier.ts";
import type { JobStore, MailJob } from "../_shared/mail/job.ts";
import { createHandler } from "../process-appointment/handler.ts";
import {
  Clock,
  fakeProvider,
  job,
  memoryJobStore,
  recordingLogger,
  TOKEN,
  workerDeps,
} from "./fakes.ts";

export function setup(
  options: {
    allowedOrigins?: string[];
    store?: JobStore;
    captcha?: CaptchaVerifier | null;
    held?: boolean;
    jobs?: MailJob[];
  } = {},
) {
  const clock = new Clock();
  const memory = memoryJobStore(
    options.jobs ?? [
      job("booking_received", "visitor", { manage_token: TOKEN }),
      job("booking_new", "team"),
    ],
    clock,
    options.held ? "held" : "pending",
  );
  const provider = fakeProvider();
  const logger = recordingLogger();
  const handler = createHandler({
    worker: workerDeps(options.store ?? memory.store, provider.mailer, clock, logger),
    allowedOrigins: options.allowedOrigins ?? [],
    captcha: options.captcha ?? null,
  });
  return { handler, provider, logger, rows: memory.rows, clock };
}

export function invoke(
  handler: (request: Request) => Promise<Response>,
  body: unknown,
  init: RequestInit = {},
) {
  return handler(
    new Request("http://localhost/functions/v1/process-appointment", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
      ...init,
    }),
  );
}
