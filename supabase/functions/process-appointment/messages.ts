import { buildInvite } from "../_shared/ics.ts";
import type { MailMessage } from "../_shared/mailer.ts";
import type { ClaimedAppointment } from "./appointment.ts";

const BUSINESS_TIME_ZONE = "Asia/Manila";
const BUSINESS_TIME_ZONE_LABEL = "PHT";
const COMPANY_NAME = "InnovateHub Inc.";
const INVITE_DOMAIN = "innovatehub.ph";

const MEETING_TYPE_LABELS: Readonly<Record<string, string>> = {
  call: "Phone Call",
  video: "Video Conference",
};
const DURATION_LABELS: Readonly<Record<string, string>> = {
  "30min": "30 Minutes",
  "60min": "1 Hour",
};

const manilaFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function whenLabel(appointment: ClaimedAppointment): string {
  return `${manilaFormat.format(new Date(appointment.scheduled_at))} ${BUSINESS_TIME_ZONE_LABEL}`;
}

function optional(label: string, value: string | null): string[] {
  return value !== null && value.trim() !== "" ? [`${label}: ${value}`] : [];
}

export function visitorConfirmation(
  appointment: ClaimedAppointment,
  teamAddress: string,
): MailMessage {
  const lines = [
    `Hello ${appointment.name},`,
    "",
    `Thank you for your meeting request with ${COMPANY_NAME}. We have received it and will confirm shortly.`,
    "",
    `Topic: ${appointment.topic}`,
    `When: ${whenLabel(appointment)}`,
    `Duration: ${DURATION_LABELS[appointment.duration] ?? appointment.duration}`,
    `Meeting type: ${MEETING_TYPE_LABELS[appointment.meeting_type] ?? appointment.meeting_type}`,
    "",
    `Reply to this e-mail or write to ${teamAddress} if anything changes.`,
    "",
    COMPANY_NAME,
  ];
  return {
    to: appointment.email,
    subject: `Your meeting request with ${COMPANY_NAME}`,
    text: lines.join("\n"),
    replyTo: teamAddress,
    idempotencyKey: `appointment-confirmation/${appointment.id}`,
  };
}

export function teamNotice(
  appointment: ClaimedAppointment,
  teamAddress: string,
  now: Date,
): MailMessage {
  const details = [
    `Name: ${appointment.name}`,
    `E-mail: ${appointment.email}`,
    ...optional("Phone", appointment.phone),
    ...optional("Company", appointment.company),
    `Topic: ${appointment.topic}`,
    `When: ${whenLabel(appointment)}`,
    `Duration: ${DURATION_LABELS[appointment.duration] ?? appointment.duration}`,
    `Meeting type: ${MEETING_TYPE_LABELS[appointment.meeting_type] ?? appointment.meeting_type}`,
    ...optional("Notes", appointment.notes),
    `Booking id: ${appointment.id}`,
  ];
  const invite = buildInvite({
    uid: `${appointment.id}@${INVITE_DOMAIN}`,
    startsAt: new Date(appointment.scheduled_at),
    endsAt: new Date(appointment.ends_at),
    createdAt: now,
    summary: `${appointment.topic} with ${appointment.name}`,
    description: details.join("\n"),
    organizer: { name: COMPANY_NAME, email: teamAddress },
    attendee: { name: appointment.name, email: appointment.email },
  });
  return {
    to: teamAddress,
    subject: `New meeting request: ${appointment.topic} (${whenLabel(appointment)})`,
    text: [
      "A visitor requested a meeting. It is pending until you confirm it.",
      "",
      ...details,
    ].join("\n"),
    replyTo: appointment.email,
    attachments: [
      { filename: "invite.ics", contentType: "text/calendar; method=REQUEST", content: invite },
    ],
    idempotencyKey: `appointment-notice/${appointment.id}`,
  };
}
