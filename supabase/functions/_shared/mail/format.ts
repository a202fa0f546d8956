import { formatUtc } from "../ics.ts";
import type { JobAppointment } from "./job.ts";

export const COMPANY_NAME = "InnovateHub Inc.";
export const INVITE_DOMAIN = "innovatehub.ph";
const BUSINESS_TIME_ZONE = "Asia/Manila";
const BUSINESS_TIME_ZONE_LABEL = "PHT";
/** Path of the site's manage page; the token travels in the fragment, which browsers never send to a server. */
export const MANAGE_BOOKING_PATH = "/manage-booking";
export const UNSUBSCRIBE_PATH = "/unsubscribe";
/** Visitors may cancel or reschedule up to this long before the meeting (the database enforces it). */
export const MINIMUM_NOTICE_LABEL = "2 hours";
/**
 * How every visitor e-mail opens. Not with the visitor's name: the name is free text sent to an address that may
 * not be the booker's own, so "Hello <name>," let anyone make the company mail a stranger their words and links.
 * The visitor recognises their booking by its time and type; the team's notice keeps the name.
 */
export const VISITOR_GREETING = "Hello there,";
export const BUSINESS_HOURS_LABEL = "Monday to Friday, 9:00 AM to 5:00 PM PHT";

export const MEETING_TYPE_LABELS: Readonly<Record<string, string>> = {
  call: "Phone Call",
  video: "Video Conference",
};
export const DURATION_LABELS: Readonly<Record<string, string>> = {
  "30min": "30 Minutes",
  "60min": "1 Hour",
};
export const INQUIRY_KIND_LABELS: Readonly<Record<string, string>> = {
  ai: "AI Solutions",
  digital: "Digital Customizations",
  ecommerce: "E-commerce",
  global: "Global Expansion",
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
const utcTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  hour: "2-digit",
  minute: "2-digit",
});

/** "Monday, March 8, 2027 at 9:00 AM PHT (Asia/Manila), 01:00 UTC": the zone is always printed. */
export function whenLabel(appointment: JobAppointment): string {
  const start = new Date(appointment.scheduled_at);
  return `${manilaFormat.format(start)} ${BUSINESS_TIME_ZONE_LABEL} (${BUSINESS_TIME_ZONE}), ${utcTimeFormat.format(
    start,
  )} UTC`;
}

export function label(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}

export function optionalLine(name: string, value: string | null): string[] {
  return value !== null && value.trim() !== "" ? [`${name}: ${value}`] : [];
}

export function inviteUid(appointment: JobAppointment): string {
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
