// In-memory stand-ins for the worker's dependencies. The job store keeps the lease rules of
// public.claim_mail_jobs (pgTAP tests the SQL itself); the mailer deduplicates by idempotency key as Resend does.
import type { LogFields, Logger } from "../_shared/logger.ts";
import type { Mailer, MailMessage } from "../_shared/mailer.ts";
import type { MailJobStatus, MailTemplate } from "../_shared/domain/index.ts";
import type { JobStore, Lead, MailJob } from "../_shared/mail/job.ts";
import type { JobAgentApplication, JobAppointment, JobInquiry } from "../_shared/rows.ts";
import { IDEMPOTENCY_WINDOW_MS, type WorkerDependencies } from "../_shared/mail/worker.ts";

export const TEAM = "businessdevelopment@innovatehub.ph";
export const SITE = "https://innovatehub.ph";

export const BOOKING: JobAppointment = {
  id: "3f1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e77",
  name: "Juana Dela Prueba",
  email: "juana.prueba@example.com",
  phone: "+63 917 555 0199",
  company: "Prueba Trading",
  // 09:00-10:00 Manila on a Monday.
  scheduled_at: "2027-03-08T01:00:00+00:00",
  ends_at: "2027-03-08T02:00:00+00:00",
  duration: "60min",
  meeting_type: "video",
  topic: "PlataPay partnership",
  notes: "Call my assistant first.",
  status: "pending",
  revision: 0,
  created_at: "2027-03-01T00:00:00+00:00",
  visitor_time_zone: "Europe/Berlin",
  meeting_url: null,
  purpose: "consultation",
  place: null,
};

/** What the visitor typed as their inquiry's requirements. */
export const INQUIRY_REQUIREMENTS = "Answer delivery questions by chat.";
export const INQUIRY: JobInquiry = {
  id: "inq-3f1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e77",
  kind: "ai",
  name: "Pedro Prueba",
  email: "pedro.prueba@example.com",
  phone: "+63 917 555 0123",
  company: "Prueba Logistics",
  details: {
    industry: "logistics",
    requirements: INQUIRY_REQUIREMENTS,
  },
  subscribe: true,
  created_at: "2027-03-01T00:00:00+00:00",
};

/** An application; its name and store name are what the applicant typed. */
export const AGENT_APPLICATION: JobAgentApplication = {
  id: "agt-3f1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e77",
  reference: "PA-7KQ2M9XD",
  language: "en",
  full_name: "Maria Prueba",
  mobile: "+639171234567",
  email: "maria.prueba@example.com",
  store_name: "Prueba Sari-Sari Store",
  store_type: "retail",
  years_in_operation: 4,
  region_code: "0400000000",
  province_code: "0401000000",
  city_code: "0401005000",
  barangay_code: "0401005001",
  business_package: "basic",
  heard_from: "facebook",
  stage: "new",
  created_at: "2027-03-01T00:00:00+00:00",
  decline_reason: null,
  unanswered_escalations: 0,
  requested_document: null,
};

export const PERSONAL_VALUES = [
  BOOKING.name,
  BOOKING.email,
  "917 555 0199",
  BOOKING.company ?? "",
  BOOKING.notes ?? "",
  BOOKING.topic,
  INQUIRY.name,
  INQUIRY.email,
  INQUIRY.company ?? "",
];

export const TOKEN = "a".repeat(64);

interface StoredJob {
  job: MailJob;
  status: MailJobStatus;
  nextAttemptAt: number;
  leaseExpiresAt: number;
  lastError: string | null;
}

export class Clock {
  constructor(public time = Date.parse("2027-03-01T00:00:00Z")) {}
  now = (): Date => new Date(this.time);
  advance(seconds: number): void {
    this.time += seconds * 1_000;
  }
}

export function job(
  template: MailTemplate,
  recipient: MailJob["recipient"],
  overrides: Partial<MailJob> = {},
): MailJob {
  const booking = template.startsWith("booking_");
  const agentApplication = template.startsWith("agent_application_");
  return {
    id: crypto.randomUUID(),
    template,
    recipient,
    attempts: 0,
    max_attempts: 8,
    appointment_revision: booking ? BOOKING.revision : null,
    manage_token: null,
    appointment: booking ? BOOKING : null,
    inquiry: booking || agentApplication ? null : INQUIRY,
    agent_application: agentApplication ? AGENT_APPLICATION : null,
    first_attempt_at: null,
    ...overrides,
  };
}

function isOfLead(queued: MailJob, lead: Lead): boolean {
  switch (lead.kind) {
    case "appointment":
      return queued.appointment?.id === lead.id;
    case "inquiry":
      return queued.inquiry?.id === lead.id;
    case "agent_application":
      return queued.agent_application?.id === lead.id;
  }
}

/** `initialStatus` "held" queues the jobs as the database does for a new lead while CAPTCHA is on. */
export function memoryJobStore(
  jobs: readonly MailJob[],
  clock: Clock,
  initialStatus: "pending" | "held" = "pending",
) {
  const rows: StoredJob[] = jobs.map((queued) => ({
    job: { ...queued },
    status: initialStatus,
    nextAttemptAt: clock.time,
    leaseExpiresAt: 0,
    lastError: null,
  }));
  const store: JobStore = {
    claim(limit, leaseSeconds, appointmentId) {
      const due = rows
        .filter(
          (row) =>
            ((row.status === "pending" && row.nextAttemptAt <= clock.time) ||
              (row.status === "sending" && row.leaseExpiresAt <= clock.time)) &&
            row.job.attempts < row.job.max_attempts &&
            (appointmentId === undefined || row.job.appointment?.id === appointmentId),
        )
        .slice(0, limit);
      for (const row of due) {
        row.status = "sending";
        row.job.attempts += 1;
        row.job.first_attempt_at ??= clock.now().toISOString();
        row.leaseExpiresAt = clock.time + leaseSeconds * 1_000;
      }
      return Promise.resolve(due.map((row) => ({ ...row.job })));
    },
    complete(jobId) {
      const row = rows.find(
        (candidate) => candidate.job.id === jobId && candidate.status === "sending",
      );
      if (row !== undefined) {
        row.status = "sent";
      }
      return Promise.resolve();
    },
    fail(jobId, errorClass, retryAt) {
      const row = rows.find(
        (candidate) => candidate.job.id === jobId && candidate.status === "sending",
      );
      if (row !== undefined) {
        const dead = retryAt === null || row.job.attempts >= row.job.max_attempts;
        row.status = dead ? "dead" : "pending";
        row.nextAttemptAt = retryAt?.getTime() ?? row.nextAttemptAt;
        row.lastError = errorClass;
      }
      return Promise.resolve();
    },
    skip(jobId, reason) {
      const row = rows.find(
        (candidate) => candidate.job.id === jobId && candidate.status === "sending",
      );
      if (row !== undefined) {
        row.status = "skipped";
        row.lastError = reason;
      }
      return Promise.resolve();
    },
    release(lead) {
      const held = rows.filter((row) => row.status === "held" && isOfLead(row.job, lead));
      for (const row of held) {
        row.status = "pending";
        row.nextAttemptAt = clock.time;
      }
      return Promise.resolve(held.length);
    },
  };
  return { store, rows };
}

/** A provider: delivers each idempotency key once; `failNext` makes the next n calls answer with `error`. */
/**
 * A provider that keeps each idempotency key for 24 hours, as Resend does, and lists what it accepted.
 * `acceptThenFail` makes the next sends accept the message but lose the answer (a timeout after acceptance).
 */
export function fakeProvider(clock = new Clock()) {
  const delivered: MailMessage[] = [];
  const accepted: { message: MailMessage; at: number }[] = [];
  const keys = new Map<string, number>();
  const state = {
    calls: 0,
    failNext: 0,
    acceptThenFail: 0,
    error: new Error("provider down") as Error,
  };
  const remembers = (key: string) => {
    const at = keys.get(key);
    return at !== undefined && clock.time - at < IDEMPOTENCY_WINDOW_MS;
  };
  const mailer: Mailer = {
    send(message) {
      state.calls += 1;
      if (state.failNext > 0) {
        state.failNext -= 1;
        return Promise.reject(state.error);
      }
      if (!remembers(message.idempotencyKey)) {
        keys.set(message.idempotencyKey, clock.time);
        delivered.push(message);
        accepted.push({ message, at: clock.time });
      }
      if (state.acceptThenFail > 0) {
        state.acceptThenFail -= 1;
        return Promise.reject(new Error("timeout"));
      }
      return Promise.resolve(`msg-${message.idempotencyKey}`);
    },
    findAccepted(message, since) {
      const found = accepted.find(
        (entry) =>
          entry.at >= since.getTime() &&
          entry.message.to === message.to &&
          entry.message.subject === message.subject,
      );
      return Promise.resolve(
        found === undefined
          ? { status: "not_found" }
          : { status: "accepted", providerMessageId: `msg-${found.message.idempotencyKey}` },
      );
    },
  };
  return { mailer, delivered, state };
}

export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const record =
    (level: string) =>
    (event: string, fields: LogFields = {}) => {
      lines.push(JSON.stringify({ level, event, ...fields }));
    };
  return { lines, info: record("info"), error: record("error") };
}

export function workerDeps(
  store: JobStore,
  mailer: Mailer,
  clock: Clock,
  logger: Logger,
): WorkerDependencies {
  return {
    store,
    mailer,
    logger,
    teamAddress: TEAM,
    siteUrl: SITE,
    now: clock.now,
  };
}
