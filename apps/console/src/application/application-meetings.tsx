import { Link } from "react-router";
import { isAgentStageClosed } from "@innovatehub/domain";
import { consoleAgentMeetingsCopy as copy } from "@innovatehub/content/console";
import { consoleRoutes } from "../console-paths";
import { LeadStatusBadge } from "../inbox/lead-status-badge";
import { DetailSection } from "../layout/detail-section";
import { formatManila } from "../lib/format";
import type { ApplicationMeetingRow, ApplicationRow } from "../data/agents/application-query";
import { BookMeetingDialog } from "./book-meeting-dialog";

function MeetingItem({ meeting }: { meeting: ApplicationMeetingRow }) {
  const purpose = copy.purposeLabels[meeting.purpose];
  const when = formatManila(meeting.scheduled_at);
  return (
    <li className="flex flex-col gap-1 border-b border-border pb-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={consoleRoutes.booking(meeting.id)}
          className="font-medium text-primary underline underline-offset-4"
          aria-label={copy.openBooking(purpose, when)}
        >
          {purpose}
        </Link>
        <LeadStatusBadge status={meeting.status} />
      </div>
      <span className="text-small">
        {when} · {copy.meetingTypeLabels[meeting.meeting_type]}
      </span>
      {meeting.place === null ? null : (
        <span className="text-small break-words text-muted-foreground">{meeting.place}</span>
      )}
    </li>
  );
}

/** The meetings booked with the applicant, each linked to its booking page, and the way to book one. */
export function ApplicationMeetings({
  application,
  meetings,
}: {
  application: ApplicationRow;
  meetings: readonly ApplicationMeetingRow[];
}) {
  return (
    <DetailSection id="application-meetings" title={copy.title}>
      <p className="text-small text-muted-foreground">{copy.intro}</p>
      {meetings.length === 0 ? (
        <p className="text-small">{copy.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {meetings.map((meeting) => (
            <MeetingItem key={meeting.id} meeting={meeting} />
          ))}
        </ul>
      )}
      {isAgentStageClosed(application.stage) ? null : (
        <div>
          <BookMeetingDialog application={application} />
        </div>
      )}
    </DetailSection>
  );
}
