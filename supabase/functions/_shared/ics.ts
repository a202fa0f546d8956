/**
 * A minimal RFC 5545 invitation with UTC times, so every calendar shows the right hour. One booking keeps one UID;
 * every change is sent again with a higher SEQUENCE (METHOD:REQUEST), a cancellation with METHOD:CANCEL.
 * The same events make the staff calendar feed (METHOD:PUBLISH, several events).
 */
export type InviteMethod = "REQUEST" | "CANCEL";
export type InviteStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";

export interface InviteDetails {
  uid: string;
  method: InviteMethod;
  status: InviteStatus;
  /** The booking's revision. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** Where the meeting happens: the video room's link, or who calls whom. */
  location?: string;
  /** The video room's link, which calendar apps offer to open. */
  url?: string;
  /** A display alarm this many minutes before the start. */
  alarmMinutesBefore?: number;
}

/** One event of the staff feed: what the team needs, no attendee list (the feed is nobody's invitation). */
export type FeedEvent = Omit<InviteDetails, "method" | "organizer" | "attendee">;

const MAX_LINE_OCTETS = 75;
const CRLF = "\r\n";
/** Characters below U+0020 (controls, including CR and LF) cannot appear in a parameter value. */
const FIRST_PRINTABLE_CODE_POINT = 0x20;

/** 2027-03-08T01:00:00.000Z -> 20270308T010000Z */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Parameter values (CN) cannot be escaped: drop the characters that would end them. */
function paramValue(value: string): string {
  const safe = Array.from(value)
    .filter((char) => char !== '"' && (char.codePointAt(0) ?? 0) >= FIRST_PRINTABLE_CODE_POINT)
    .join("");
  return `"${safe}"`;
}

/** Folds a content line to at most 75 octets per physical line, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: FeedEvent, people: string[]): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.createdAt)}`,
    `DTSTART:${formatUtc(event.startsAt)}`,
    `DTEND:${formatUtc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location === undefined ? [] : [`LOCATION:${escapeText(event.location)}`]),
    ...(event.url === undefined ? [] : [`URL:${event.url}`]),
    ...people,
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    ...(event.alarmMinutesBefore === undefined
      ? []
      : [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:-PT${event.alarmMinutesBefore}M`,
          "END:VALARM",
        ]),
    "END:VEVENT",
  ];
}

function calendar(head: string[], events: string[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//InnovateHub Inc.//Meeting requests//EN",
    "CALSCALE:GREGORIAN",
    ...head,
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`;
}

export function buildInvite(details: InviteDetails): string {
  return calendar(
    [`METHOD:${details.method}`],
    eventLines(details, [
      `ORGANIZER;CN=${paramValue(details.organizer.name)}:mailto:${details.organizer.email}`,
      `ATTENDEE;CN=${paramValue(details.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${details.attendee.email}`,
    ]),
  );
}

/** A subscribed calendar (RFC 5545 METHOD:PUBLISH, with the widely read X-WR-CALNAME name). */
export function buildFeed(name: string, events: readonly FeedEvent[]): string {
  return calendar(
    ["METHOD:PUBLISH", `X-WR-CALNAME:${escapeText(name)}`],
    events.flatMap((event) => eventLines(event, [])),
  );
}
