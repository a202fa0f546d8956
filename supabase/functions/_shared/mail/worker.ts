import { errorKind, type Logger } from "../logger.ts";
import type { ChatSender } from "../chat.ts";
import { type Mailer, MailerError } from "../mailer.ts";
import { renderChatAlert } from "./alert-templates.ts";
import { nextAttemptAt } from "./backoff.ts";
import type { JobStore, MailJob } from "./job.ts";
import { renderMail } from "./render.ts";
import { RenderError } from "./render-context.ts";

/** How long a claimed job is reserved for this worker; a crashed worker's jobs come back after it. */
export const LEASE_SECONDS = 120;
/** Jobs per claim; a batch must finish well inside its lease. */
export const BATCH_SIZE = 20;
/**
 * Claims per run while batches come back full: the schedule runs once a minute, so a burst of leads (and the staff
 * e-mails queued behind it) drains at up to 200 a minute instead of 20, and a run still ends well inside the
 * function's time limit.
 */
export const MAX_BATCHES_PER_RUN = 10;

const HTTP_TOO_MANY_REQUESTS = 429;
const HTTP_CONFLICT = 409;
const HTTP_SERVER_ERROR_FROM = 500;

export interface WorkerDependencies {
  store: JobStore;
  mailer: Mailer;
  /** The team's chat; undefined when no chat secret is set (the database then queues no chat jobs). */
  chat?: ChatSender;
  logger: Logger;
  teamAddress: string;
  siteUrl: string;
  now?: () => Date;
}

export interface WorkerRun {
  sent: number;
  retrying: number;
  dead: number;
}

/**
 * An error class for the job row and the logs: never the provider's message, which may quote an address.
 * Returns whether another attempt can help.
 */
function classify(error: unknown): { errorClass: string; retryable: boolean } {
  if (error instanceof RenderError) {
    return { errorClass: `render_${error.reason}`, retryable: false };
  }
  if (error instanceof MailerError) {
    const retryable =
      error.status === HTTP_TOO_MANY_REQUESTS ||
      error.status === HTTP_CONFLICT ||
      error.status >= HTTP_SERVER_ERROR_FROM;
    const family = error.status >= HTTP_SERVER_ERROR_FROM ? "5xx" : String(error.status);
    return { errorClass: `provider_${family}`, retryable };
  }
  return { errorClass: errorKind(error), retryable: true };
}

/** Sends one job: a chat alert through the chat sender, anything else as an e-mail. */
async function deliver(
  job: MailJob,
  deps: WorkerDependencies,
  now: () => Date,
): Promise<string | null> {
  if (job.recipient === "chat") {
    if (deps.chat === undefined) {
      throw new RenderError("chat_not_configured");
    }
    await deps.chat.send(renderChatAlert(job));
    return null;
  }
  const message = renderMail(job, {
    teamAddress: deps.teamAddress,
    siteUrl: deps.siteUrl,
    now: now(),
  });
  return await deps.mailer.send(message);
}

async function processJob(
  job: MailJob,
  deps: WorkerDependencies,
  now: () => Date,
): Promise<keyof WorkerRun> {
  try {
    const providerMessageId = await deliver(job, deps, now);
    await deps.store.complete(job.id, providerMessageId);
    deps.logger.info("mail.sent", { jobId: job.id, template: job.template, attempt: job.attempts });
    return "sent";
  } catch (error) {
    const { errorClass, retryable } = classify(error);
    const retryAt = retryable ? nextAttemptAt(job.attempts, job.max_attempts, now()) : null;
    await deps.store.fail(job.id, errorClass, retryAt);
    const outcome = retryAt === null ? "dead" : "retrying";
    deps.logger.error(`mail.${outcome}`, {
      jobId: job.id,
      template: job.template,
      attempt: job.attempts,
      error: errorClass,
    });
    return outcome;
  }
}

/**
 * One worker run: claims due jobs batch by batch (of one booking when `appointmentId` is given) until a batch
 * comes back short or MAX_BATCHES_PER_RUN were claimed, sends each with its job id as the idempotency key, and
 * records the result. Jobs run one after another so a provider outage costs one attempt per job, not a burst
 * (a failed job is not due again before its backoff, so a later batch never retries it).
 */
export async function runMailWorker(
  deps: WorkerDependencies,
  appointmentId?: string,
): Promise<WorkerRun> {
  const now = deps.now ?? (() => new Date());
  const run: WorkerRun = { sent: 0, retrying: 0, dead: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const jobs = await deps.store.claim(BATCH_SIZE, LEASE_SECONDS, appointmentId);
    for (const job of jobs) {
      run[await processJob(job, deps, now)] += 1;
    }
    if (jobs.length < BATCH_SIZE) {
      break;
    }
  }
  return run;
}
