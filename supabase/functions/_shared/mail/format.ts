import {
  BUSINESS_TIME_ZONE,
  BUSINESS_TIME_ZONE_LABEL,
  formatManilaTime,
  type HeldMeetingType,
  type InquiryKind,
  isInPerson,
  type MeetingDuration,
  VISITOR_CHANGE_NOTICE_MINUTES,
} from "../domain/index.ts";
import { formatUtc } from "../ics.ts";
import type { JobAppointment } from "../rows.ts";

export const COMPANY_NAME = "InnovateHub Inc.";
export const INVITE_DOMAIN = "innovatehub.ph";
/** Path of the site's manage page; the token travels in the fragment, which browsers never send to a server. */
export const MANAGE_BOOKING_PATH = "/manage-booking";
export const UNSUBSCRIBE_PATH = "/unsubscribe";
const MINUTES_PER_HOUR = 60;
const MILLISECONDS_PER_MINUTE = 60_000;
/** Visitors may cancel or reschedule up to this long before the meeting (the database enforces it). */
export const MINIMUM_NOTICE_LABEL = `${VISITOR_CHANGE_NOTICE_MINUTES / MINUTES_PER_HOUR} hours`;
/** When the visitor's own changes close: the minimum notice before the start (the database's assert_changeable). */
export function visitorChangeDeadline(appointment: Pick<JobAppointment, "scheduled_at">): Date {
  return new Date(
    new Date(appointment.scheduled_at).getTime() -
      VISITOR_CHANGE_NOTICE_MINUTES * MILLISECONDS_PER_MINUTE,
  );
}
/**
 * How every visitor e-mail opens. Not with the visitor's name: the name is free text sent to an address that may
 * not be the booker's own, so "Hello <name>," let anyone make the company mail a stranger their words and links.
 * The visitor recognises their booking by its time and type; the team's notice keeps the name.
 */
export const VISITOR_GREETING = "Hello there,";

/**
 * The site and console name these the same way (packages/content/src/mail-labels.test.ts fails when they differ);
 * in person is staff's only (a meeting with an agent applicant at their store).
 */
export const MEETING_TYPE_LABELS: Readonly<Record<HeldMeetingType, string>> = {
  call: "Phone Call",
  video: "Video Conference",
  in_person: "In Person",
};
export const DURATION_LABELS: Readonly<Record<MeetingDuration, string>> = {
  "30min": "30 Minutes",
  "60min": "1 Hour",
};
export const INQUIRY_KIND_LABELS: Readonly<Record<InquiryKind, string>> = {
  ai: "AI Solutions",
  digital: "Digital Customizations",
  ecommerce: "E-commerce",
  global: "Global Expansion",
};

const utcTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  hour: "2-digit",
  minute: "2-digit",
});

/** "Monday, March 8, 2027 at 9:00 AM PHT (Asia/Manila), 01:00 UTC": the zone is always printed. */
export function whenLabel(appointment: JobAppointment): string {
  const start = new Date(appointment.scheduled_at);
  return `${formatManilaTime(start, "longDateTime")} ${BUSINESS_TIME_ZONE_LABEL} (${BUSINESS_TIME_ZONE}), ${utcTimeFormat.format(
    start,
  )} UTC`;
}

export function label(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}

export function optionalLine(name: string, value: string | null): string[] {
  return value !== null && value.trim() !== "" ? [`${name}: ${value}`] : [];
}

export function inviteUid(appointment: Pick<JobAppointment, "id">): string {
  return `${appointment.id}@${INVITE_DOMAIN}`;
}

export function manageLink(siteUrl: string, token: string): string {
  return `${siteUrl}${MANAGE_BOOKING_PATH}#${token}`;
}

export function unsubscribeLink(siteUrl: string, token: string): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}#${token}`;
}

/** Add-to-calendar links with fixed text only (no visitor-chosen words). */
export function calendarLinks(appointment: JobAppointment, title: string): string[] {
  const start = new Date(appointment.scheduled_at);
  const end = new Date(appointment.ends_at);
  const google = new URL("https://calendar.google.com/calendar/render");
  google.searchParams.set("action", "TEMPLATE");
  google.searchParams.set("text", title);
  google.searchParams.set("dates", `${formatUtc(start)}/${formatUtc(end)}`);
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.searchParams.set("subject", title);
  outlook.searchParams.set("startdt", start.toISOString());
  outlook.searchParams.set("enddt", end.toISOString());
  return [`Google Calendar: ${google.href}`, `Outlook: ${outlook.href}`];
}

/** A display alarm this long before every meeting, in invites and in the staff feed. */
export const MEETING_ALARM_MINUTES = 15;
/** How many trailing digits of the visitor's number their own e-mails show (the address may not be theirs). */
const PHONE_DIGITS_SHOWN = 4;

/** Ends a sentence after a name without doubling the full stop of "InnovateHub Inc.". */
export function endSentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

/**
 * "Monday, March 8, 2027 at 2:00 AM in your time zone (Europe/Berlin)", or null when the visitor's zone is unknown,
 * is Manila's own, or is one this runtime does not know.
 */
export function visitorWhenLabel(appointment: JobAppointment): string | null {
  const zone = appointment.visitor_time_zone;
  if (zone === null || zone === BUSINESS_TIME_ZONE) {
    return null;
  }
  try {
    const local = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(appointment.scheduled_at));
    return `${local} in your time zone (${zone})`;
  } catch (_error) {
    return null;
  }
}

function phoneEnding(phone: string | null): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= PHONE_DIGITS_SHOWN ? digits.slice(-PHONE_DIGITS_SHOWN) : null;
}

/**
 * How to join, for the visitor: the video room once confirmed, or who calls whom. The visitor's own number is
 * shown by its last digits only, since the address the e-mail goes to may not be the booker's.
 */
export function visitorJoinLine(appointment: JobAppointment): string {
  if (isInPerson(appointment.meeting_type)) {
    return inPersonLine(appointment);
  }
  if (appointment.meeting_type === "video") {
    return appointment.meeting_url === null
      ? "Video link: we send it when we confirm the meeting."
      : `Join the video meeting: ${appointment.meeting_url}`;
  }
  const ending = phoneEnding(appointment.phone);
  return ending === null
    ? `Phone call: ${COMPANY_NAME} will call you. Please reply to this e-mail with the number to call.`
    : `Phone call: ${COMPANY_NAME} will call you at your number ending in ${ending}.`;
}

/** Where an in-person meeting is: the store's address the database stored with it. */
export function inPersonLine(appointment: Pick<JobAppointment, "place">): string {
  return `In person at ${appointment.place ?? "the store"}`;
}

/** How to join, for the team: the room, whom to call at which number, or where to go. */
export function teamJoinLine(
  appointment: Pick<JobAppointment, "meeting_type" | "meeting_url" | "name" | "phone" | "place">,
): string {
  if (isInPerson(appointment.meeting_type)) {
    return inPersonLine(appointment);
  }
  if (appointment.meeting_type === "video") {
    return appointment.meeting_url === null
      ? "Video link: made when the meeting is confirmed."
      : `Video meeting: ${appointment.meeting_url}`;
  }
  return appointment.phone === null || appointment.phone.trim() === ""
    ? `Phone call: call ${appointment.name}; no number was given, ask by e-mail.`
    : `Phone call: call ${appointment.name} at ${appointment.phone}.`;
}

/**
 * The invite's LOCATION and URL: the place of an in-person meeting, the room for a video meeting (none before it
 * exists), the join line for a call.
 */
export function inviteWhere(
  appointment: Pick<JobAppointment, "meeting_type" | "meeting_url" | "place">,
  joinLine: string,
): { location?: string; url?: string } {
  if (appointment.place !== null) {
    return { location: appointment.place };
  }
  if (appointment.meeting_url !== null) {
    return { location: appointment.meeting_url, url: appointment.meeting_url };
  }
  return appointment.meeting_type === "video" ? {} : { location: joinLine };
}
