import {
  type AgentApplicationMailTemplate,
  agentStageMailTemplates,
  BUSINESS_HOURS_LABEL,
} from "../domain/index.ts";
import { cancelledMeetingNotice } from "./agent-meeting-mails.ts";
import { type StageTemplate, stageMail } from "./agent-stage-mails.ts";
import { APPLICANT_FRAME, statusLink } from "./applicant-frame.ts";
import type { MailMessage } from "../mailer.ts";
import type { JobAgentApplication } from "../rows.ts";
import { COMPANY_NAME, endSentence } from "./format.ts";
import type { MailJob } from "./job.ts";
import { type RenderContext, RenderError } from "./render-context.ts";

type Language = JobAgentApplication["language"];
type ApplicantTemplate = Exclude<
  AgentApplicationMailTemplate,
  "agent_application_new" | StageTemplate
>;

interface ApplicantMail {
  subject: string;
  /** The body; the reference and the link are made by the database and the worker, never typed by the applicant. */
  lines: (reference: string, link: string, teamAddress: string) => string[];
}

/**
 * The applicant's e-mails in both languages: fixed words, the reference and the status link only. No name and no
 * store name, since whoever applied chose the address the e-mail goes to (VISITOR_GREETING in format.ts).
 */
const APPLICANT_MAILS: Readonly<
  Record<ApplicantTemplate, Readonly<Record<Language, ApplicantMail>>>
> = {
  agent_application_received: {
    en: {
      subject: `We received your PlataPay agent application - ${COMPANY_NAME}`,
      lines: (reference, link, teamAddress) => [
        APPLICANT_FRAME.en.greeting,
        "",
        `Thank you for applying to become a PlataPay agent with ${endSentence(COMPANY_NAME)} We have received your application.`,
        `Your reference: ${reference}`,
        "",
        "See where your application stands, and add or replace your documents, here:",
        link,
        "Keep this link to yourself: whoever has it can see your application.",
        "",
        `What happens next: our team checks your details and documents, then calls or e-mails you during business hours (${BUSINESS_HOURS_LABEL}).`,
        "",
        APPLICANT_FRAME.en.questions(teamAddress),
        "",
        COMPANY_NAME,
      ],
    },
    fil: {
      subject: `Natanggap na namin ang application mo bilang PlataPay agent - ${COMPANY_NAME}`,
      lines: (reference, link, teamAddress) => [
        APPLICANT_FRAME.fil.greeting,
        "",
        `Salamat sa pag-apply bilang PlataPay agent ng ${endSentence(COMPANY_NAME)} Natanggap na namin ang application mo.`,
        `Reference number mo: ${reference}`,
        "",
        "Dito mo makikita ang status ng application mo, at dito ka rin puwedeng mag-upload o magpalit ng documents:",
        link,
        "Huwag mo itong i-share kahit kanino: makikita ng sinumang may hawak ng link ang application mo.",
        "",
        `Ano ang susunod: iche-check ng team namin ang details at documents mo, tapos tatawagan ka namin o ie-email sa business hours (${BUSINESS_HOURS_LABEL}).`,
        "",
        APPLICANT_FRAME.fil.questions(teamAddress),
        "",
        COMPANY_NAME,
      ],
    },
  },
  agent_application_repeat: {
    en: {
      subject: `Your PlataPay agent application - ${COMPANY_NAME}`,
      lines: (reference, link, teamAddress) => [
        APPLICANT_FRAME.en.greeting,
        "",
        `Someone tried to apply to become a PlataPay agent with the mobile number or e-mail address of your application (reference ${reference}).`,
        "We did not start a new application: yours is still with us.",
        "",
        "See where it stands, and add or replace your documents, here:",
        link,
        "",
        "If that was you, there is nothing else to do. If it was not, you can ignore this e-mail.",
        APPLICANT_FRAME.en.questions(teamAddress),
        "",
        COMPANY_NAME,
      ],
    },
    fil: {
      subject: `Ang application mo bilang PlataPay agent - ${COMPANY_NAME}`,
      lines: (reference, link, teamAddress) => [
        APPLICANT_FRAME.fil.greeting,
        "",
        `May nag-try mag-apply bilang PlataPay agent gamit ang mobile number o email ng application mo (reference ${reference}).`,
        "Hindi na kami gumawa ng bagong application: nandito pa rin ang application mo.",
        "",
        "Dito mo makikita ang status nito, at dito ka rin puwedeng mag-upload o magpalit ng documents:",
        link,
        "",
        "Kung ikaw 'yon, wala ka nang kailangang gawin. Kung hindi ikaw, puwede mo nang i-ignore ang email na ito.",
        APPLICANT_FRAME.fil.questions(teamAddress),
        "",
        COMPANY_NAME,
      ],
    },
  },
};

function applicantMail(
  job: MailJob & { template: ApplicantTemplate },
  application: JobAgentApplication,
  context: RenderContext,
): MailMessage {
  if (job.manage_token === null) {
    throw new RenderError("missing_status_token");
  }
  const mail = APPLICANT_MAILS[job.template][application.language];
  const link = statusLink(context.siteUrl, application.language, job.manage_token);
  return {
    to: application.email,
    subject: mail.subject,
    text: mail.lines(application.reference, link, context.teamAddress).join("\n"),
    replyTo: context.teamAddress,
    idempotencyKey: job.id,
    tag: job.template,
  };
}

function psgcPath(application: JobAgentApplication): string {
  const { region_code, province_code, city_code, barangay_code } = application;
  return [region_code, province_code, city_code, barangay_code]
    .filter((code) => code !== null)
    .join(" > ");
}

/** The team's notice: every field the e-mail carries, and where to work on it. */
function teamNotice(
  job: MailJob,
  application: JobAgentApplication,
  context: RenderContext,
): MailMessage {
  const lines = [
    `A store owner applied to become a PlataPay agent: ${application.reference}.`,
    "",
    `Name: ${application.full_name}`,
    `Mobile: ${application.mobile}`,
    `E-mail: ${application.email}`,
    `Language: ${application.language}`,
    `Store: ${application.store_name} (${application.store_type}, ${application.years_in_operation} years)`,
    `Address (PSGC codes, region to barangay): ${psgcPath(application)}`,
    `Package: ${application.business_package}`,
    `Heard from: ${application.heard_from}`,
    `Application id: ${application.id}`,
    "",
    context.consoleUrl === undefined
      ? `Review it and its documents in the ${COMPANY_NAME} console.`
      : `Review it and its documents in the console: ${context.consoleUrl}`,
  ];
  return {
    to: context.teamAddress,
    subject: `New PlataPay agent application ${application.reference}`,
    text: lines.join("\n"),
    replyTo: application.email,
    idempotencyKey: job.id,
    tag: job.template,
  };
}

const STAGE_TEMPLATES: readonly AgentApplicationMailTemplate[] =
  Object.values(agentStageMailTemplates);

function isStageTemplate(template: AgentApplicationMailTemplate): template is StageTemplate {
  return STAGE_TEMPLATES.includes(template);
}

export function renderAgentApplicationMail(
  job: MailJob & { template: AgentApplicationMailTemplate },
  application: JobAgentApplication,
  context: RenderContext,
): MailMessage {
  const { template } = job;
  if (template === "agent_application_new") {
    return teamNotice(job, application, context);
  }
  if (isStageTemplate(template)) {
    if (job.manage_token === null) {
      throw new RenderError("missing_status_token");
    }
    // A closing move's e-mail carries the next meeting it cancelled (the claim returns it as the job's booking).
    const cancelled =
      job.appointment === null
        ? null
        : cancelledMeetingNotice(job.appointment, application, context);
    const mail = stageMail(template, application, cancelled === null ? [] : [cancelled.line]);
    const link = statusLink(context.siteUrl, application.language, job.manage_token);
    return {
      to: application.email,
      subject: mail.subject,
      text: mail.lines(application.reference, link, context.teamAddress).join("\n"),
      replyTo: context.teamAddress,
      ...(cancelled === null ? {} : { attachments: [cancelled.invite] }),
      idempotencyKey: job.id,
      tag: job.template,
    };
  }
  return applicantMail({ ...job, template }, application, context);
}
