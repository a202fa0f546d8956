/** One e-mail owed, as public.claim_mail_jobs returns it (timestamps as ISO strings). */
export type MailTemplate =
  | "booking_received"
  | "booking_new"
  | "booking_confirmed"
  | "booking_declined"
  | "booking_cancelled"
  | "booking_rescheduled"
  | "booking_reminder"
  | "inquiry_received"
  | "inquiry_new"
  | "lead_unanswered"
  | "booking_pending_soon";

export interface JobAppointment {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  scheduled_at: string;
  ends_at: string;
  duration: string;
  meeting_type: string;
  topic: string;
  notes: string | null;
  status: string;
  revision: number;
  created_at: string;
  /** The visitor's IANA time zone from their browser, when known. */
  visitor_time_zone: string | null;
  /** The video room, set when a video meeting is confirmed. */
  meeting_url: string | null;
}

export interface JobInquiry {
  id: string;
  kind: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  details: Record<string, string | string[]>;
  subscribe: boolean;
  created_at: string;
}

export interface MailJob {
  id: string;
  template: MailTemplate;
  /** "chat": the team's chat alert, sent through the ChatSender instead of the mailer. */
  recipient: "visitor" | "team" | "chat";
  /** Attempts so far, this one included. */
  attempts: number;
  max_attempts: number;
  /** The booking revision this e-mail was queued for; null for inquiries. */
  appointment_revision: number | null;
  /** The clear manage (or unsubscribe) token for this e-mail's link, when it carries one. */
  manage_token: string | null;
  appointment: JobAppointment | null;
  inquiry: JobInquiry | null;
  /** When the first attempt was claimed (ISO); the provider forgets the idempotency key 24 hours after it. */
  first_attempt_at: string | null;
}

/** A new booking or inquiry, named by its id. */
export type Lead = { kind: "appointment" | "inquiry"; id: string };

/** The worker's view of public.mail_jobs (service role only). */
export interface JobStore {
  /** Leases up to `limit` due jobs (optionally of one booking) for `leaseSeconds`. */
  claim(limit: number, leaseSeconds: number, appointmentId?: string): Promise<MailJob[]>;
  complete(jobId: string, providerMessageId: string | null): Promise<void>;
  /** Records a failed attempt: retried at `retryAt`, or dead when `retryAt` is null or no attempt is left. */
  fail(jobId: string, errorClass: string, retryAt: Date | null): Promise<void>;
  /** Records that the job no longer fits its booking and is not sent; `reason` is a code, never personal data. */
  skip(jobId: string, reason: string): Promise<void>;
  /** Makes a new lead's held jobs (CAPTCHA on) due now, once its CAPTCHA passed; returns how many were held. */
  release(lead: Lead): Promise<number>;
}
