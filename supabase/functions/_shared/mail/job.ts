/** One e-mail owed, as public.claim_mail_jobs returns it (timestamps as ISO strings). */
export type MailTemplate =
  | "booking_received"
  | "booking_new"
  | "booking_confirmed"
  | "booking_declined"
  | "booking_cancelled"
  | "booking_rescheduled"
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
  /** The clear manage (or unsubscribe) token for this e-mail's link, when it carries one. */
  manage_token: string | null;
  appointment: JobAppointment | null;
  inquiry: JobInquiry | null;
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
  /** Makes a new lead's held jobs (CAPTCHA on) due now, once its CAPTCHA passed; returns how many were held. */
  release(lead: Lead): Promise<number>;
}
