import type { Database } from "../database.types.ts";
import type { MailRecipient, MailTemplate } from "../domain/index.ts";
import type { JobAgentApplication, JobAppointment, JobInquiry } from "../rows.ts";

type ClaimedRow = Database["public"]["Functions"]["claim_mail_jobs"]["Returns"][number];

/**
 * One e-mail owed, as public.claim_mail_jobs returns it (timestamps as ISO strings), its vocabulary narrowed to
 * the domain's and its lead read from the claim's jsonb. The generated types cannot say which returned columns
 * may be null, so those are restated here.
 */
export type MailJob = Omit<
  ClaimedRow,
  | "template"
  | "recipient"
  | "appointment"
  | "inquiry"
  | "agent_application"
  | "appointment_revision"
  | "manage_token"
  | "first_attempt_at"
> & {
  template: MailTemplate;
  /** "chat": the team's chat alert, sent through the ChatSender instead of the mailer. */
  recipient: MailRecipient;
  appointment: JobAppointment | null;
  inquiry: JobInquiry | null;
  agent_application: JobAgentApplication | null;
  /** The booking revision this e-mail was queued for; null for inquiries. */
  appointment_revision: number | null;
  /** The clear manage, unsubscribe or (an applicant's e-mail) status token for this e-mail's link, when it carries one. */
  manage_token: string | null;
  /** When the first attempt was claimed (ISO); the provider forgets the idempotency key 24 hours after it. */
  first_attempt_at: string | null;
};

/** A new booking, inquiry or agent application, named by its id. */
export type Lead = { kind: "appointment" | "inquiry" | "agent_application"; id: string };

/** The worker's view of public.mail_jobs (service role only). */
export interface JobStore {
  /** Leases up to `limit` due jobs (optionally of one booking) for `leaseSeconds`. */
  claim(limit: number, leaseSeconds: number, appointmentId?: string): Promise<MailJob[]>;
  complete(jobId: string, providerMessageId: string | null): Promise<void>;
  /** Records a failed attempt: retried at `retryAt`, or dead when `retryAt` is null or no attempt is left. */
  fail(jobId: string, errorClass: string, retryAt: Date | null): Promise<void>;
  /** Records that the job no longer fits its booking and is not sent; `reason` is a code, never personal data. */
  skip(jobId: string, reason: string): Promise<void>;
  /**
   * Makes a new lead's or application's held jobs (CAPTCHA on) due now, once its CAPTCHA passed; returns how many
   * were held.
   */
  release(lead: Lead): Promise<number>;
}
