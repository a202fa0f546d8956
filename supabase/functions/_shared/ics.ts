/**
 * A minimal RFC 5545 invitation with UTC times, so every calendar shows the right hour. One booking keeps one UID;
 * every change is sent again with a higher SEQUENCE (METHOD:REQUEST), a cancellation with METHOD:CANCEL.
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
}

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

export function buildInvite(details: InviteDetails): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//InnovateHub Inc.//Meeting requests//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${details.method}`,
    "BEGIN:VEVENT",
    `UID:${details.uid}`,
    `DTSTAMP:${formatUtc(details.createdAt)}`,
    `DTSTART:${formatUtc(details.startsAt)}`,
    `DTEND:${formatUtc(details.endsAt)}`,
    `SUMMARY:${escapeText(details.summary)}`,
    `DESCRIPTION:${escapeText(details.description)}`,
    `ORGANIZER;CN=${paramValue(details.organizer.name)}:mailto:${details.organizer.email}`,
    `ATTENDEE;CN=${paramValue(details.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${details.attendee.email}`,
    `STATUS:${details.status}`,
    `SEQUENCE:${details.sequence}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`;
}
