import { buildInvite, type InviteMethod, type InviteStatus } from "../ics.ts";
import type { MailAttachment } from "../mailer.ts";
import type { JobAppointment } from "../rows.ts";
import { COMPANY_NAME, inviteUid, inviteWhere, MEETING_ALARM_MINUTES } from "./format.ts";
import type { RenderContext } from "./render-context.ts";

/** What differs between one meeting e-mail's invite and another's; the rest is the meeting's own. */
export interface InviteParts {
  method: InviteMethod;
  status: InviteStatus;
  /** Where or how to join, for a call's LOCATION (a place or a room is the meeting's own). */
  joinLine: string;
  summary: string;
  description: string;
  /** The name the attendee's calendar shows beside their address. */
  attendeeName: string;
}

/** The invite.ics of every meeting e-mail: a visitor's, the team's, an agent applicant's. */
export function meetingInvite(
  appointment: JobAppointment,
  context: RenderContext,
  parts: InviteParts,
): MailAttachment {
  return {
    filename: "invite.ics",
    contentType: `text/calendar; method=${parts.method}`,
    content: buildInvite({
      ...inviteWhere(appointment, parts.joinLine),
      alarmMinutesBefore: MEETING_ALARM_MINUTES,
      uid: inviteUid(appointment),
      method: parts.method,
      status: parts.status,
      sequence: appointment.revision,
      startsAt: new Date(appointment.scheduled_at),
      endsAt: new Date(appointment.ends_at),
      createdAt: context.now,
      summary: parts.summary,
      description: parts.description,
      organizer: { name: COMPANY_NAME, email: context.teamAddress },
      attendee: { name: parts.attendeeName, email: appointment.email },
    }),
  };
}
