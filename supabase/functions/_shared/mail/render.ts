import type { MailMessage } from "../mailer.ts";
import {
  isAgentApplicationMailTemplate,
  isBookingMailTemplate,
  isEscalationMailTemplate,
} from "../domain/index.ts";
import { renderAgentApplicationMail } from "./agent-application-templates.ts";
import { renderApplicantMeetingMail } from "./agent-meeting-mails.ts";
import { renderEscalationMail } from "./alert-templates.ts";
import { renderBookingMail } from "./booking-templates.ts";
import { renderInquiryMail } from "./inquiry-templates.ts";
import type { MailJob } from "./job.ts";
import { type RenderContext, RenderError } from "./render-context.ts";

/** Turns one claimed job into its e-mail, by what the domain says its template is about. The job id is the idempotency key. */
export function renderMail(job: MailJob, context: RenderContext): MailMessage {
  const { template } = job;
  if (isEscalationMailTemplate(template)) {
    return renderEscalationMail({ ...job, template }, context);
  }
  if (isBookingMailTemplate(template)) {
    if (job.appointment === null) {
      throw new RenderError("missing_appointment");
    }
    // A meeting staff booked with an agent applicant: the claim returns its application, whose language it speaks.
    if (job.agent_application !== null) {
      return renderApplicantMeetingMail(
        { ...job, template },
        job.appointment,
        job.agent_application,
        context,
      );
    }
    return renderBookingMail({ ...job, template }, job.appointment, context);
  }
  if (isAgentApplicationMailTemplate(template)) {
    if (job.agent_application === null) {
      throw new RenderError("missing_agent_application");
    }
    return renderAgentApplicationMail({ ...job, template }, job.agent_application, context);
  }
  if (job.inquiry === null) {
    throw new RenderError("missing_inquiry");
  }
  return renderInquiryMail(job, job.inquiry, context);
}
