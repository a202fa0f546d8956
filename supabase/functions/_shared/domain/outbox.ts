// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
/*
 * The outbox's vocabulary: every e-mail (or chat alert) the system owes is a public.mail_jobs row naming its
 * template, its recipient and its status. The database's CHECK constraints list the same values
 * (mail_jobs_template_values, mail_jobs_recipient_values, mail_jobs_status_values) and the contract test in
 * tooling/local-backend proves the lists are equal. Words for these values live in @innovatehub/content.
 */
import type { AgentApplicationStage } from "./agents.ts";
import type { LeadKind } from "./leads.ts";

/** What a job is about: a booking's or an inquiry's row, or an agent application's (docs/product.md §16). */
type MailSubject = LeadKind | "agent_application";

/**
 * Every template, and what it is about: the row it describes ("any": a booking or an inquiry), and whether it tells of the lead itself ("notice") or escalates one nobody answered ("escalation").
 * Adding a key here makes the compiler ask for its words (console labels) and its rendering (the mail worker).
 */
export const mailTemplateRules = {
  booking_received: { lead: "booking", purpose: "notice" },
  booking_new: { lead: "booking", purpose: "notice" },
  booking_confirmed: { lead: "booking", purpose: "notice" },
  booking_declined: { lead: "booking", purpose: "notice" },
  booking_cancelled: { lead: "booking", purpose: "notice" },
  booking_rescheduled: { lead: "booking", purpose: "notice" },
  booking_reminder: { lead: "booking", purpose: "notice" },
  inquiry_received: { lead: "inquiry", purpose: "notice" },
  inquiry_new: { lead: "inquiry", purpose: "notice" },
  lead_unanswered: { lead: "any", purpose: "escalation" },
  booking_pending_soon: { lead: "booking", purpose: "escalation" },
  agent_application_received: { lead: "agent_application", purpose: "notice" },
  agent_application_repeat: { lead: "agent_application", purpose: "notice" },
  agent_application_new: { lead: "agent_application", purpose: "notice" },
  agent_application_screening: { lead: "agent_application", purpose: "notice" },
  agent_application_documents_requested: { lead: "agent_application", purpose: "notice" },
  agent_application_site_visit: { lead: "agent_application", purpose: "notice" },
  agent_application_approved: { lead: "agent_application", purpose: "notice" },
  agent_application_onboarded: { lead: "agent_application", purpose: "notice" },
  agent_application_declined: { lead: "agent_application", purpose: "notice" },
  agent_application_withdrawn: { lead: "agent_application", purpose: "notice" },
  agent_application_unanswered: { lead: "agent_application", purpose: "escalation" },
} as const satisfies Record<
  string,
  { lead: MailSubject | "any"; purpose: "notice" | "escalation" }
>;
export type MailTemplate = keyof typeof mailTemplateRules;
export const mailTemplates = Object.keys(mailTemplateRules) as [MailTemplate, ...MailTemplate[]];

type TemplateWhere<Rule> = {
  [Template in MailTemplate]: (typeof mailTemplateRules)[Template] extends Rule ? Template : never;
}[MailTemplate];
/** A booking's own e-mails (its row is the job's `appointment`). */
export type BookingMailTemplate = TemplateWhere<{ lead: "booking"; purpose: "notice" }>;
/** An agent application's own e-mails (its row is the job's `agent_application`); its escalation is an escalation's. */
export type AgentApplicationMailTemplate = TemplateWhere<{
  lead: "agent_application";
  purpose: "notice";
}>;
/**
 * The applicant's e-mail for each stage a staff move reaches (every stage but the first), in their language, with
 * the status link.
 */
export const agentStageMailTemplates = {
  screening: "agent_application_screening",
  documents_requested: "agent_application_documents_requested",
  site_visit: "agent_application_site_visit",
  approved: "agent_application_approved",
  onboarded: "agent_application_onboarded",
  declined: "agent_application_declined",
  withdrawn: "agent_application_withdrawn",
} as const satisfies Record<Exclude<AgentApplicationStage, "new">, AgentApplicationMailTemplate>;
/** The response clock's escalations, to the team's inbox and chat. */
export type EscalationMailTemplate = TemplateWhere<{ purpose: "escalation" }>;

/** The visitor's reminders before a confirmed meeting (BOOKING_REMINDER_OFFSETS_MINUTES says when). */
export const BOOKING_REMINDER_TEMPLATE = "booking_reminder" satisfies BookingMailTemplate;

/** Who a job goes to: the visitor's address, the team's, or the team's chat (Telegram or a webhook). */
export const mailRecipients = ["visitor", "team", "chat"] as const;
export type MailRecipient = (typeof mailRecipients)[number];

/**
 * A job's life: held (a new lead's mail waits for its CAPTCHA), pending (due; retrying after a failure), sending
 * (leased by a worker), then sent, dead (no attempt left or no retry can help) or skipped (a reminder whose
 * booking changed, or a mail to a lead closed as spam).
 */
export const mailJobStatuses = ["held", "pending", "sending", "sent", "dead", "skipped"] as const;
export type MailJobStatus = (typeof mailJobStatuses)[number];

export function isBookingMailTemplate(template: MailTemplate): template is BookingMailTemplate {
  const rule = mailTemplateRules[template];
  return rule.lead === "booking" && rule.purpose === "notice";
}

export function isAgentApplicationMailTemplate(
  template: MailTemplate,
): template is AgentApplicationMailTemplate {
  const rule = mailTemplateRules[template];
  return rule.lead === "agent_application" && rule.purpose === "notice";
}

export function isEscalationMailTemplate(
  template: MailTemplate,
): template is EscalationMailTemplate {
  return mailTemplateRules[template].purpose === "escalation";
}
