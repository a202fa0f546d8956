import type { InviteMethod, InviteStatus } from "../ics.ts";
import type { MailAttachment, MailMessage } from "../mailer.ts";
import { BUSINESS_HOURS_LABEL, type BookingMailTemplate } from "../domain/index.ts";
import {
  calendarLinks,
  COMPANY_NAME,
  DURATION_LABELS,
  endSentence,
  label,
  manageLink,
  MEETING_TYPE_LABELS,
  MINIMUM_NOTICE_LABEL,
  optionalLine,
  teamJoinLine,
  visitorJoinLine,
  visitorChangeDeadline,
  visitorWhenLabel,
  VISITOR_GREETING,
  whenLabel,
} from "./format.ts";
import { calendarStatus, type JobAppointment } from "../rows.ts";
import type { MailJob } from "./job.ts";
import { meetingInvite } from "./meeting-invite.ts";
import { type RenderContext, RenderError } from "./render-context.ts";

const VISITOR_EVENT_TITLE = `Meeting with ${COMPANY_NAME}`;

function invite(
  appointment: JobAppointment,
  context: RenderContext,
  method: InviteMethod,
  status: InviteStatus,
  forTeam: boolean,
  description: string,
): MailAttachment {
  return meetingInvite(appointment, context, {
    method,
    status,
    joinLine: forTeam ? teamJoinLine(appointment) : visitorJoinLine(appointment),
    // The visitor's copy carries fixed words only; the team's carries the details.
    summary: forTeam ? `${appointment.topic} with ${appointment.name}` : VISITOR_EVENT_TITLE,
    description,
    // The visitor's calendar shows the attendee too: their address, not the free-text name.
    attendeeName: forTeam ? appointment.name : appointment.email,
  });
}

function meetingLines(appointment: JobAppointment): string[] {
  return [
    `When: ${whenLabel(appointment)}`,
    `Duration: ${label(DURATION_LABELS, appointment.duration)}`,
    `Meeting type: ${label(MEETING_TYPE_LABELS, appointment.meeting_type)}`,
  ];
}

/** The visitor's meeting: both clocks (Manila and their own), then how to join. */
function visitorMeetingLines(appointment: JobAppointment): string[] {
  const local = visitorWhenLabel(appointment);
  const [when, ...rest] = meetingLines(appointment);
  return [
    ...(when === undefined ? [] : [when]),
    ...(local === null ? [] : [`Your time: ${local}`]),
    ...rest,
    visitorJoinLine(appointment),
  ];
}

function teamDetails(appointment: JobAppointment): string[] {
  return [
    `Name: ${appointment.name}`,
    `E-mail: ${appointment.email}`,
    ...optionalLine("Phone", appointment.phone),
    ...optionalLine("Company", appointment.company),
    `Topic: ${appointment.topic}`,
    ...meetingLines(appointment),
    teamJoinLine(appointment),
    ...optionalLine("Notes", appointment.notes),
    `Booking id: ${appointment.id}`,
  ];
}

/**
 * The manage link while the visitor may still use it; from the change deadline on (the 1-hour reminder, a late
 * confirmation) the link would only answer "too late", so the e-mail says how to reach the team instead.
 */
function manageLines(
  appointment: JobAppointment,
  context: RenderContext,
  token: string | null,
): string[] {
  if (token === null) {
    return [];
  }
  if (context.now.getTime() >= visitorChangeDeadline(appointment).getTime()) {
    return [
      "",
      `Changes through your private link close ${MINIMUM_NOTICE_LABEL} before the meeting. To cancel or change it now, reply to this e-mail or write to ${context.teamAddress}.`,
    ];
  }
  return [
    "",
    `Need to cancel or pick another time? Use this private link up to ${MINIMUM_NOTICE_LABEL} before the meeting:`,
    manageLink(context.siteUrl, token),
  ];
}

/** Visitor e-mails: no words the booker typed except their own name (the address may not be theirs). */
function visitorMessage(
  job: MailJob,
  appointment: JobAppointment,
  context: RenderContext,
  parts: {
    subject: string;
    intro: string;
    method: InviteMethod;
    status: InviteStatus;
    calendar: boolean;
  },
): MailMessage {
  const manage = manageLines(appointment, context, job.manage_token);
  const lines = [
    VISITOR_GREETING,
    "",
    parts.intro,
    "",
    ...visitorMeetingLines(appointment),
    ...(parts.calendar
      ? [
          "",
          "The attached invite.ics adds it to your calendar, or use:",
          ...calendarLinks(appointment, VISITOR_EVENT_TITLE),
        ]
      : []),
    ...manage,
    "",
    `Questions? Reply to this e-mail or write to ${context.teamAddress} (${BUSINESS_HOURS_LABEL}).`,
    "",
    COMPANY_NAME,
  ];
  return {
    to: appointment.email,
    subject: parts.subject,
    text: lines.join("\n"),
    replyTo: context.teamAddress,
    attachments: [
      invite(
        appointment,
        context,
        parts.method,
        parts.status,
        false,
        [visitorJoinLine(appointment), ...manage].join("\n").trim(),
      ),
    ],
    idempotencyKey: job.id,
    tag: job.template,
  };
}

function teamMessage(
  job: MailJob,
  appointment: JobAppointment,
  context: RenderContext,
  parts: { subject: string; intro: string; method: InviteMethod; status: InviteStatus },
): MailMessage {
  const details = teamDetails(appointment);
  return {
    to: context.teamAddress,
    subject: `${parts.subject}: ${appointment.topic} (${whenLabel(appointment)})`,
    text: [parts.intro, "", ...details].join("\n"),
    replyTo: appointment.email,
    attachments: [
      invite(appointment, context, parts.method, parts.status, true, details.join("\n")),
    ],
    idempotencyKey: job.id,
    tag: job.template,
  };
}

export function renderBookingMail(
  job: MailJob & { template: BookingMailTemplate },
  appointment: JobAppointment,
  context: RenderContext,
): MailMessage {
  const team = job.recipient === "team";
  switch (job.template) {
    case "booking_new":
    case "booking_received":
      return team
        ? teamMessage(job, appointment, context, {
            subject: "New meeting request",
            intro: "A visitor requested a meeting. It is pending until you confirm it.",
            method: "REQUEST",
            status: "TENTATIVE",
          })
        : visitorMessage(job, appointment, context, {
            subject: `Your meeting request with ${COMPANY_NAME}`,
            intro: `Thank you for your meeting request with ${endSentence(COMPANY_NAME)} We have received it and will confirm shortly.`,
            method: "REQUEST",
            status: "TENTATIVE",
            calendar: true,
          });
    case "booking_confirmed":
      return team
        ? teamMessage(job, appointment, context, {
            subject: "Confirmed",
            intro: "This meeting is confirmed.",
            method: "REQUEST",
            status: "CONFIRMED",
          })
        : visitorMessage(job, appointment, context, {
            subject: `Your meeting with ${COMPANY_NAME} is confirmed`,
            intro: `Good news: your meeting with ${COMPANY_NAME} is confirmed.`,
            method: "REQUEST",
            status: "CONFIRMED",
            calendar: true,
          });
    case "booking_rescheduled":
      return team
        ? teamMessage(job, appointment, context, {
            subject: "Rescheduled",
            intro: "This meeting has a new time.",
            method: "REQUEST",
            status: calendarStatus(appointment.status),
          })
        : visitorMessage(job, appointment, context, {
            subject: `Your meeting with ${COMPANY_NAME} has a new time`,
            intro: `Your meeting with ${COMPANY_NAME} has moved to a new time.`,
            method: "REQUEST",
            status: calendarStatus(appointment.status),
            calendar: true,
          });
    case "booking_reminder":
      if (team) {
        throw new RenderError("template_mismatch");
      }
      return visitorMessage(job, appointment, context, {
        subject: `Reminder: your meeting with ${COMPANY_NAME}, ${whenLabel(appointment)}`,
        intro: `A reminder of your meeting with ${endSentence(COMPANY_NAME)} We look forward to speaking with you.`,
        method: "REQUEST",
        status: "CONFIRMED",
        calendar: true,
      });
    case "booking_declined":
    case "booking_cancelled": {
      const declined = job.template === "booking_declined";
      return team
        ? teamMessage(job, appointment, context, {
            subject: declined ? "Declined" : "Cancelled",
            intro: declined ? "This meeting request was declined." : "This meeting was cancelled.",
            method: "CANCEL",
            status: "CANCELLED",
          })
        : visitorMessage(job, appointment, context, {
            subject: declined
              ? `Your meeting request with ${COMPANY_NAME} could not be accepted`
              : `Your meeting with ${COMPANY_NAME} is cancelled`,
            intro: declined
              ? `We are sorry: ${COMPANY_NAME} cannot take this meeting. You are welcome to book another time at ${context.siteUrl}.`
              : `Your meeting with ${COMPANY_NAME} is cancelled. You are welcome to book another time at ${context.siteUrl}.`,
            method: "CANCEL",
            status: "CANCELLED",
            calendar: false,
          });
    }
    default:
      // Every booking template has its case: a new one in the domain fails to compile here.
      return job.template satisfies never;
  }
}
