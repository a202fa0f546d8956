import { errorKind, type Logger } from "../logger.ts";
import type { ChatSender } from "../chat.ts";
import { type Mailer, MailerError } from "../mailer.ts";
import { renderChatAlert } from "./alert-templates.ts";
import { nextAttemptAt } from "./backoff.ts";
import type { JobStore, MailJob } from "./job.ts";
import { staleReason } from "./recheck.ts";
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

/**
 * How long the provider remembers an idempotency key (Resend: 24 hours). A retry after that could send twice, so
 * the worker first asks the provider whether it already accepted the message.
 */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The provider could not tell whether it already accepted a message: nothing is sent, the job retries later. */
class AcceptanceUnknownError extends Error {
  override name = "AcceptanceUnknownError";
}

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
  /** The staff console's origin, linked from the team's notices of agent applications. */
  consoleUrl?: string;
  now?: () => Date;
}

export interface WorkerRun {
  sent: number;
  retrying: number;
  dead: number;
  /** Reminders found stale at send time (their booking changed), recorded as skipped. */
  skipped: number;
}

/**
 * An error class for the job row and the logs: never the provider's message, which may quote an address.
 * Returns whether another attempt can help.
 */
function classify(error: unknown): { errorClass: string; retryable: boolean } {
  if (error instanceof AcceptanceUnknownError) {
    return { errorClass: "acceptance_unknown", retryable: true };
  }
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

/** A chat alert goes through the chat sender; without one configured it cannot be sent (no retry helps). */
async function sendChatAlert(job: MailJob, deps: WorkerDependencies): Promise<void> {
  if (deps.chat === undefined) {
    throw new RenderError("chat_not_configured");
  }
  await deps.chat.send(renderChatAlert(job));
}

async function processJob(
  job: MailJob,
  deps: WorkerDependencies,
  now: () => Date,
): Promise<keyof WorkerRun> {
  const stale = staleReason(job, now());
  if (stale !== null) {
    await deps.store.skip(job.id, stale);
    deps.logger.info("mail.skipped", { jobId: job.id, template: job.template, reason: stale });
    return "skipped";
  }
  try {
    if (job.recipient === "chat") {
      await sendChatAlert(job, deps);
      await deps.store.complete(job.id, null);
      deps.logger.info("mail.sent", { jobId: job.id, template: job.template, attempt: job.attempts });
      return "sent";
    }
    const message = renderMail(job, {
      teamAddress: deps.teamAddress,
      siteUrl: deps.siteUrl,
      ...(deps.consoleUrl === undefined ? {} : { consoleUrl: deps.consoleUrl }),
      now: now(),
    });
    const firstAttempt = job.first_attempt_at === null ? null : new Date(job.first_attempt_at);
    if (
      firstAttempt !== null &&
      now().getTime() - firstAttempt.getTime() >= IDEMPOTENCY_WINDOW_MS
    ) {
      const acceptance = await deps.mailer.findAccepted(message, firstAttempt);
      if (acceptance.status === "accepted") {
        await deps.store.complete(job.id, acceptance.providerMessageId);
        deps.logger.info("mail.already_accepted", { jobId: job.id, template: job.template });
        return "sent";
      }
      if (acceptance.status === "unknown") {
        throw new AcceptanceUnknownError();
      }
    }
    const providerMessageId = await deps.mailer.send(message);
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
  const run: WorkerRun = { sent: 0, retrying: 0, dead: 0, skipped: 0 };
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
