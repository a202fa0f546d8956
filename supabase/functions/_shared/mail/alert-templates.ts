import {
  AGENT_APPLICATION_ESCALATION_MINUTES,
  BUSINESS_TIME_ZONE,
  BUSINESS_TIME_ZONE_LABEL,
  type EscalationMailTemplate,
  LEAD_OVERDUE_MINUTES,
  PENDING_BOOKING_ALERT_HOURS,
} from "../domain/index.ts";
import type { MailMessage } from "../mailer.ts";
import {
  COMPANY_NAME,
  DURATION_LABELS,
  INQUIRY_KIND_LABELS,
  label,
  MEETING_TYPE_LABELS,
  whenLabel,
} from "./format.ts";
import type { MailJob } from "./job.ts";
import { type RenderContext, RenderError } from "./render-context.ts";

/** The response clock's overdue threshold, in business minutes (the database's lead_overdue_minutes). */
const OVERDUE_LABEL = `${LEAD_OVERDUE_MINUTES} business minutes`;
/** How far ahead a pending booking escalates (the database's pending_booking_alert_hours). */
const SOON_LABEL = `${PENDING_BOOKING_ALERT_HOURS} hours`;

const receivedFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * "an AI Solutions inquiry", "a meeting request (Video Conference, 30 Minutes)" or "agent application PA-7K3M9Q2X":
 * nothing the visitor typed.
 */
function leadLabel(job: MailJob): string {
  if (job.agent_application !== null) {
    return `agent application ${job.agent_application.reference}`;
  }
  if (job.appointment !== null) {
    const { meeting_type, duration } = job.appointment;
    return `a meeting request (${label(MEETING_TYPE_LABELS, meeting_type)}, ${label(DURATION_LABELS, duration)})`;
  }
  if (job.inquiry !== null) {
    const kind = label(INQUIRY_KIND_LABELS, job.inquiry.kind);
    return `${/^[AEIOU]/.test(kind) ? "an" : "a"} ${kind} inquiry`;
  }
  throw new RenderError("missing_lead");
}

function receivedAt(job: MailJob): string {
  const created =
    job.agent_application?.created_at ?? job.appointment?.created_at ?? job.inquiry?.created_at;
  if (created === undefined) {
    throw new RenderError("missing_lead");
  }
  return `${receivedFormat.format(new Date(created))} ${BUSINESS_TIME_ZONE_LABEL}`;
}

/**
 * How long an unanswered application has waited: the threshold of the highest level it reached by the time the
 * alert is sent (the database's private.agent_application_escalation_minutes()).
 */
function applicationWaitLabel(job: MailJob): string {
  const reached = job.agent_application?.unanswered_escalations ?? 0;
  const minutes =
    AGENT_APPLICATION_ESCALATION_MINUTES[Math.max(reached, 1) - 1] ??
    AGENT_APPLICATION_ESCALATION_MINUTES[AGENT_APPLICATION_ESCALATION_MINUTES.length - 1];
  return `${minutes} business minutes`;
}

function leadId(job: MailJob): string {
  return job.agent_application?.id ?? job.appointment?.id ?? job.inquiry?.id ?? "";
}

/** What happened, in one line, without any personal data. */
function headline(job: MailJob): string {
  switch (job.template) {
    case "booking_new":
    case "inquiry_new":
      return `New lead: ${leadLabel(job)}, received ${receivedAt(job)}.`;
    case "lead_unanswered":
      return `Unanswered for over ${OVERDUE_LABEL}: ${leadLabel(job)}, received ${receivedAt(job)}.`;
    case "agent_application_unanswered":
      return `Unanswered for over ${applicationWaitLabel(job)}: ${leadLabel(job)}, received ${receivedAt(job)}.`;
    case "booking_pending_soon":
      if (job.appointment === null) {
        throw new RenderError("missing_appointment");
      }
      return `Still pending and less than ${SOON_LABEL} away: ${leadLabel(job)} on ${whenLabel(job.appointment)}.`;
    default:
      throw new RenderError("not_a_chat_template");
  }
}

/**
 * The chat alert: the kind of lead, when it arrived (or when the meeting is) and its id. Deliberately less than the
 * team e-mail: no name, e-mail address, phone, company or anything the visitor typed.
 */
export function renderChatAlert(job: MailJob): string {
  return `${headline(job)}\nOpen the ${COMPANY_NAME} console to answer it (lead id ${leadId(job)}).`;
}

/** What the team does to answer each escalation, and the subject that names whose lead it is. */
const LEAD_ANSWER =
  "Answer it in the console: confirm or decline the booking, move the inquiry to contacted, or record your reply.";

const ESCALATION_WORDS: Readonly<
  Record<EscalationMailTemplate, { subject: (name: string) => string; answer: string }>
> = {
  lead_unanswered: {
    subject: (name) => `Unanswered lead from ${name}`,
    answer: LEAD_ANSWER,
  },
  booking_pending_soon: {
    subject: (name) => `Meeting with ${name} is still pending`,
    answer: LEAD_ANSWER,
  },
  agent_application_unanswered: {
    subject: (name) => `Unanswered agent application from ${name}`,
    answer:
      "Answer it in the console's Applications screen: move it to screening, ask for a document, decline it, or record your reply.",
  },
};

/** The escalation e-mail to the team: the same headline, with the visitor's name as in the team's notices. */
export function renderEscalationMail(
  job: MailJob & { template: EscalationMailTemplate },
  context: RenderContext,
): MailMessage {
  const name = job.agent_application?.full_name ?? job.appointment?.name ?? job.inquiry?.name ?? "";
  const words = ESCALATION_WORDS[job.template];
  return {
    to: context.teamAddress,
    subject: words.subject(name),
    text: [
      headline(job),
      "",
      `Name: ${name}`,
      `Lead id: ${leadId(job)}`,
      "",
      words.answer,
    ].join("\n"),
    idempotencyKey: job.id,
    tag: job.template,
  };
}
