import type { MailMessage } from "../mailer.ts";
import { renderEscalationMail } from "./alert-templates.ts";
import { renderBookingMail } from "./booking-templates.ts";
import { renderInquiryMail } from "./inquiry-templates.ts";
import type { MailJob } from "./job.ts";
import { type RenderContext, RenderError } from "./render-context.ts";

/** Turns one claimed job into its e-mail. The job id is the idempotency key. */
export function renderMail(job: MailJob, context: RenderContext): MailMessage {
  if (job.template === "lead_unanswered" || job.template === "booking_pending_soon") {
    return renderEscalationMail(job, context);
  }
  if (job.template.startsWith("booking_")) {
    if (job.appointment === null) {
      throw new RenderError("missing_appointment");
    }
    return renderBookingMail(job, job.appointment, context);
  }
  if (job.inquiry === null) {
    throw new RenderError("missing_inquiry");
  }
  return renderInquiryMail(job, job.inquiry, context);
}
