import {
  type ApplicantMeetingPurpose,
  type BookingMailTemplate,
  BUSINESS_TIME_ZONE_LABEL,
  formatManilaTime,
  isApplicantMeetingPurpose,
  type MeetingDuration,
} from "../domain/index.ts";
import type { InviteMethod, InviteStatus } from "../ics.ts";
import type { MailAttachment, MailMessage } from "../mailer.ts";
import type { JobAgentApplication, JobAppointment } from "../rows.ts";
import { APPLICANT_FRAME, statusLink } from "./applicant-frame.ts";
import { COMPANY_NAME } from "./format.ts";
import type { MailJob } from "./job.ts";
import { meetingInvite } from "./meeting-invite.ts";
import { type RenderContext, RenderError } from "./render-context.ts";

type Language = JobAgentApplication["language"];
/** The booking e-mails a meeting with an applicant gets: staff book it confirmed, then may move or cancel it. */
type MeetingTemplate = Extract<
  BookingMailTemplate,
  | "booking_confirmed"
  | "booking_rescheduled"
  | "booking_reminder"
  | "booking_cancelled"
>;

/** The words of one language: what the meeting is called, and each e-mail's subject and opening. */
interface MeetingWords {
  meeting: Readonly<Record<ApplicantMeetingPurpose, string>>;
  subject: Readonly<
    Record<MeetingTemplate, (meeting: string, reference: string) => string>
  >;
  intro: Readonly<
    Record<MeetingTemplate, (meeting: string, reference: string) => string>
  >;
  /** What the applicant should have ready, per purpose. */
  prepare: Readonly<Record<ApplicantMeetingPurpose, string>>;
  when: string;
  where: string;
  length: string;
  durations: Readonly<Record<MeetingDuration, string>>;
  video: (url: string) => string;
  videoLater: string;
  change: (teamAddress: string) => string;
  status: string;
  /** A closing stage e-mail's line on the meeting the decision cancelled. */
  cancelledByClose: (meeting: string, when: string) => string;
}

/**
 * English, and Filipino as a store owner in Batangas writes it to a business (Taglish, with "po"), not a word-for-
 * word translation. Fixed words, the reference, the time, the place and the links only: never the name or the store
 * name, since whoever applied chose the address the e-mail goes to (VISITOR_GREETING in format.ts).
 */
const WORDS: Readonly<Record<Language, MeetingWords>> = {
  en: {
    meeting: {
      site_visit: "store visit",
      onboarding: "PlataPay agent onboarding training",
    },
    subject: {
      booking_confirmed: (meeting, reference) =>
        `Your ${meeting} is booked - PlataPay application ${reference}`,
      booking_rescheduled: (meeting, reference) =>
        `Your ${meeting} has a new time - PlataPay application ${reference}`,
      booking_reminder: (meeting, reference) =>
        `Reminder: your ${meeting} - PlataPay application ${reference}`,
      booking_cancelled: (meeting, reference) =>
        `Your ${meeting} is cancelled - PlataPay application ${reference}`,
    },
    intro: {
      booking_confirmed: (meeting, reference) =>
        `We have booked your ${meeting} for your PlataPay agent application (reference ${reference}).`,
      booking_rescheduled: (meeting, reference) =>
        `Your ${meeting} for your PlataPay agent application (reference ${reference}) has moved to a new time.`,
      booking_reminder: (meeting, reference) =>
        `A reminder of your ${meeting} for your PlataPay agent application (reference ${reference}).`,
      booking_cancelled: (meeting, reference) =>
        `We have cancelled your ${meeting} for your PlataPay agent application (reference ${reference}). We will contact you to agree on another time.`,
    },
    prepare: {
      site_visit:
        "We will look at the store and where PlataPay would go, and talk about the next steps. Please have your valid ID and, if you have one, your business permit at hand.",
      onboarding:
        "We will show you how to serve customers with PlataPay, step by step. Please have your phone with you.",
    },
    when: "When",
    where: "Where",
    length: "How long",
    durations: { "30min": "30 minutes", "60min": "1 hour" },
    video: (url) => `Join the video call: ${url}`,
    videoLater: "Video call: we send the link before the meeting.",
    change: (teamAddress) =>
      `If this time does not suit you, reply to this e-mail or write to ${teamAddress} and we will find another.`,
    status:
      "See where your application stands here (keep this link to yourself):",
    cancelledByClose: (meeting, when) =>
      `We have also cancelled your ${meeting} on ${when}. The invitation attached removes it from your calendar.`,
  },
  fil: {
    meeting: {
      site_visit: "pagbisita namin sa tindahan mo",
      onboarding: "onboarding training mo bilang PlataPay agent",
    },
    subject: {
      booking_confirmed: (meeting, reference) =>
        `Naka-schedule na ang ${meeting} - PlataPay application ${reference}`,
      booking_rescheduled: (meeting, reference) =>
        `Bagong oras ng ${meeting} - PlataPay application ${reference}`,
      booking_reminder: (meeting, reference) =>
        `Paalala: ${meeting} - PlataPay application ${reference}`,
      booking_cancelled: (meeting, reference) =>
        `Kinansela ang ${meeting} - PlataPay application ${reference}`,
    },
    intro: {
      booking_confirmed: (meeting, reference) =>
        `Naka-schedule na po ang ${meeting} para sa PlataPay agent application mo (reference ${reference}).`,
      booking_rescheduled: (meeting, reference) =>
        `Inilipat po namin sa ibang oras ang ${meeting} para sa PlataPay agent application mo (reference ${reference}).`,
      booking_reminder: (meeting, reference) =>
        `Paalala lang po sa ${meeting} para sa PlataPay agent application mo (reference ${reference}).`,
      booking_cancelled: (meeting, reference) =>
        `Kinansela po muna namin ang ${meeting} para sa PlataPay agent application mo (reference ${reference}). Kokontakin ka namin para sa ibang araw.`,
    },
    prepare: {
      site_visit:
        "Titingnan namin ang puwesto ng tindahan at kung saan ilalagay ang PlataPay, tapos pag-uusapan natin ang mga susunod na hakbang. Pakihanda lang po ang valid ID mo, at ang business permit kung meron ka.",
      onboarding:
        "Ituturo namin isa-isa kung paano mag-serve ng customer gamit ang PlataPay. Dalhin mo lang po ang cellphone mo.",
    },
    when: "Kailan",
    where: "Saan",
    length: "Gaano katagal",
    durations: { "30min": "mga 30 minuto", "60min": "mga 1 oras" },
    video: (url) => `Pumasok sa video call dito: ${url}`,
    videoLater: "Video call: ipapadala namin ang link bago ang meeting.",
    change: (teamAddress) =>
      `Kung hindi ka puwede sa oras na 'yan, mag-reply ka lang dito o mag-email sa ${teamAddress} at hahanapan natin ng ibang araw.`,
    status:
      "Dito mo makikita ang status ng application mo (huwag mo itong i-share kahit kanino):",
    cancelledByClose: (meeting, when) =>
      `Kinansela na rin po namin ang ${meeting} sa ${when}. Ang invitation na naka-attach ang magtatanggal nito sa calendar mo.`,
  },
};

const INVITE: Readonly<
  Record<MeetingTemplate, { method: InviteMethod; status: InviteStatus }>
> = {
  booking_confirmed: { method: "REQUEST", status: "CONFIRMED" },
  booking_rescheduled: { method: "REQUEST", status: "CONFIRMED" },
  booking_reminder: { method: "REQUEST", status: "CONFIRMED" },
  booking_cancelled: { method: "CANCEL", status: "CANCELLED" },
};

function isMeetingTemplate(
  template: BookingMailTemplate,
): template is MeetingTemplate {
  return template in INVITE;
}

function applicantPurpose(
  appointment: JobAppointment,
): ApplicantMeetingPurpose {
  if (!isApplicantMeetingPurpose(appointment.purpose)) {
    throw new RenderError("not_an_applicant_meeting");
  }
  return appointment.purpose;
}

/** Where, or how to join: the store's address, or the video room. */
function placeLine(appointment: JobAppointment, words: MeetingWords): string {
  if (appointment.place !== null) {
    return `${words.where}: ${appointment.place}`;
  }
  return appointment.meeting_url === null
    ? words.videoLater
    : words.video(appointment.meeting_url);
}

/**
 * An e-mail about a meeting staff booked with an agent applicant, in the application's language, with its status
 * link (the database gives these e-mails a status token, never the booking's manage link: staff move the meeting).
 */
export function renderApplicantMeetingMail(
  job: MailJob & { template: BookingMailTemplate },
  appointment: JobAppointment,
  application: JobAgentApplication,
  context: RenderContext,
): MailMessage {
  const { template } = job;
  if (job.recipient !== "visitor" || !isMeetingTemplate(template)) {
    throw new RenderError("template_mismatch");
  }
  const words = WORDS[application.language];
  const frame = APPLICANT_FRAME[application.language];
  const meeting = words.meeting[applicantPurpose(appointment)];
  const invite = INVITE[template];
  const when = `${
    formatManilaTime(appointment.scheduled_at, "longDateTime")
  } ${BUSINESS_TIME_ZONE_LABEL}`;
  const where = placeLine(appointment, words);
  const cancelled = template === "booking_cancelled";
  const lines = [
    frame.greeting,
    "",
    words.intro[template](meeting, application.reference),
    ...(cancelled ? [] : [
      "",
      `${words.when}: ${when}`,
      `${words.length}: ${words.durations[appointment.duration]}`,
      where,
      "",
      words.prepare[applicantPurpose(appointment)],
      words.change(context.teamAddress),
    ]),
    ...(job.manage_token === null ? [] : [
      "",
      words.status,
      statusLink(context.siteUrl, application.language, job.manage_token),
    ]),
    "",
    frame.questions(context.teamAddress),
    "",
    COMPANY_NAME,
  ];
  const subject = words.subject[template](meeting, application.reference);
  return {
    to: application.email,
    subject,
    text: lines.join("\n"),
    replyTo: context.teamAddress,
    attachments: [
      meetingInvite(appointment, context, {
        ...invite,
        joinLine: where,
        summary: `${COMPANY_NAME}: ${meeting}`,
        description: [where, `${words.when}: ${when}`].join("\n"),
        attendeeName: application.email,
      }),
    ],
    idempotencyKey: job.id,
    tag: job.template,
  };
}

/**
 * What a closing stage e-mail (declined, withdrawn) says of the next meeting the decision cancelled, and the
 * calendar's cancellation of it: the applicant's one message, instead of a booking_cancelled e-mail that would
 * promise another time.
 */
export function cancelledMeetingNotice(
  appointment: JobAppointment,
  application: JobAgentApplication,
  context: RenderContext,
): { line: string; invite: MailAttachment } {
  const words = WORDS[application.language];
  const meeting = words.meeting[applicantPurpose(appointment)];
  const when = `${
    formatManilaTime(appointment.scheduled_at, "longDateTime")
  } ${BUSINESS_TIME_ZONE_LABEL}`;
  const where = placeLine(appointment, words);
  return {
    line: words.cancelledByClose(meeting, when),
    invite: meetingInvite(appointment, context, {
      ...INVITE.booking_cancelled,
      joinLine: where,
      summary: `${COMPANY_NAME}: ${meeting}`,
      description: [where, `${words.when}: ${when}`].join("\n"),
      attendeeName: application.email,
    }),
  };
}
