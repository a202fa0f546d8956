import type { Json } from "../database.types.ts";
import { BUSINESS_HOURS_LABEL } from "../domain/index.ts";
import type { MailMessage } from "../mailer.ts";
import {
  COMPANY_NAME,
  endSentence,
  INQUIRY_KIND_LABELS,
  label,
  optionalLine,
  unsubscribeLink,
  VISITOR_GREETING,
} from "./format.ts";
import type { JobInquiry } from "../rows.ts";
import type { MailJob } from "./job.ts";
import type { RenderContext } from "./render-context.ts";

/** An answer as text: a list joined by commas (the database stores only strings and lists of strings). */
function answerText(value: Json | undefined): string {
  if (Array.isArray(value)) {
    return value.map(answerText).join(", ");
  }
  return typeof value === "string" ? value : JSON.stringify(value ?? null);
}

function detailLines(inquiry: JobInquiry): string[] {
  const { details } = inquiry;
  const answers = typeof details === "object" && !Array.isArray(details) ? Object.entries(details) : [];
  return answers.map(([key, value]) => `${key}: ${answerText(value)}`);
}

/** The visitor's acknowledgement: fixed words only (VISITOR_GREETING says why not even the name). */
function acknowledgement(job: MailJob, inquiry: JobInquiry, context: RenderContext): MailMessage {
  const unsubscribe =
    job.manage_token === null
      ? []
      : [
          "",
          "You asked to hear about our news. To stop at any time, open:",
          unsubscribeLink(context.siteUrl, job.manage_token),
        ];
  const lines = [
    VISITOR_GREETING,
    "",
    `Thank you for your ${label(INQUIRY_KIND_LABELS, inquiry.kind)} inquiry with ${endSentence(COMPANY_NAME)} We have received it.`,
    `What happens next: a member of our team reads it and replies by e-mail or phone during business hours (${BUSINESS_HOURS_LABEL}).`,
    "",
    `Questions in the meantime? Reply to this e-mail or write to ${context.teamAddress}.`,
    ...unsubscribe,
    "",
    COMPANY_NAME,
  ];
  return {
    to: inquiry.email,
    subject: `We received your inquiry - ${COMPANY_NAME}`,
    text: lines.join("\n"),
    replyTo: context.teamAddress,
    idempotencyKey: job.id,
    tag: job.template,
  };
}

/** The team's notice: every field the visitor sent. */
function notice(job: MailJob, inquiry: JobInquiry, context: RenderContext): MailMessage {
  const lines = [
    `A visitor sent a ${label(INQUIRY_KIND_LABELS, inquiry.kind)} inquiry.`,
    "",
    `Name: ${inquiry.name}`,
    `E-mail: ${inquiry.email}`,
    `Phone: ${inquiry.phone}`,
    ...optionalLine("Company", inquiry.company),
    ...detailLines(inquiry),
    `Subscribed to news: ${inquiry.subscribe ? "yes" : "no"}`,
    `Inquiry id: ${inquiry.id}`,
  ];
  return {
    to: context.teamAddress,
    subject: `New ${label(INQUIRY_KIND_LABELS, inquiry.kind)} inquiry from ${inquiry.name}`,
    text: lines.join("\n"),
    replyTo: inquiry.email,
    idempotencyKey: job.id,
    tag: job.template,
  };
}

export function renderInquiryMail(
  job: MailJob,
  inquiry: JobInquiry,
  context: RenderContext,
): MailMessage {
  return job.recipient === "team"
    ? notice(job, inquiry, context)
    : acknowledgement(job, inquiry, context);
}
