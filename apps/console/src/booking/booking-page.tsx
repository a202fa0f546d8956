import { Link, useParams } from "react-router";
import {
  consoleAgentMeetingsCopy,
  consoleBookingCopy,
  consoleInboxCopy,
  consoleMeetingsCopy,
} from "@innovatehub/content/console";
import { consoleRoutes } from "../console-paths";
import { DescriptionList, type DescriptionItem } from "@innovatehub/ui/description-list";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { JoinDetails } from "@innovatehub/ui/join-details";
import { LeadStatusBadge } from "../inbox/lead-status-badge";
import { DetailSection } from "../layout/detail-section";
import { DetailSkeleton } from "../layout/detail-skeleton";
import { LoadError } from "../layout/load-error";
import { formatManila, formatViewerLocal } from "../lib/format";
import { mailtoHref } from "../lib/mailto";
import { AuditHistory } from "./audit-history";
import { CloseAsSpamButton } from "../lead/close-as-spam-button";
import { BookingActions } from "./booking-actions";
import { BookingReminders } from "./booking-reminders";
import { MailJobs } from "./mail-jobs";
import { useBookingQuery, type BookingRow } from "../data/bookings/booking-query";
import { toLeadSource } from "../data/leads/lead-source";
import { LeadSourceSection } from "../lead/lead-source-section";
import { PersonLeadsSection } from "../lead/person-leads-section";

const copy = consoleBookingCopy;
const meetingCopy = consoleAgentMeetingsCopy;

/** A meeting with an agent applicant: why it is held, and its application. */
function applicantItems(booking: BookingRow): DescriptionItem[] {
  if (booking.agent_application_id === null) {
    return [];
  }
  return [
    {
      key: "purpose",
      term: meetingCopy.booking.purpose,
      description: meetingCopy.purposeLabels[booking.purpose],
    },
    {
      key: "application",
      term: meetingCopy.booking.application,
      description: (
        <Link
          to={consoleRoutes.application(booking.agent_application_id)}
          className="text-primary underline underline-offset-4"
        >
          {meetingCopy.booking.openApplication}
        </Link>
      ),
    },
  ];
}

/** How to join: the store's address in person, else the room or the number. */
function joinDescription(booking: BookingRow) {
  if (booking.place !== null) {
    return <span className="break-words">{booking.place}</span>;
  }
  return (
    <JoinDetails
      kind={booking.meeting_type === "video" ? "video" : "call"}
      url={booking.meeting_url}
      texts={{
        call: consoleMeetingsCopy.join.phoneCall(booking.phone),
        pending: consoleMeetingsCopy.join.videoPending,
      }}
    />
  );
}

function fieldsOf(booking: BookingRow): DescriptionItem[] {
  const local = formatViewerLocal(booking.scheduled_at);
  const items: DescriptionItem[] = [
    {
      key: "status",
      term: copy.fields.status,
      description: <LeadStatusBadge status={booking.status} />,
    },
    {
      key: "scheduledAt",
      term: copy.fields.scheduledAt,
      description: formatManila(booking.scheduled_at),
    },
    ...(local ? [{ key: "localTime", term: copy.fields.localTime, description: local }] : []),
    ...applicantItems(booking),
    {
      key: "duration",
      term: copy.fields.duration,
      description: copy.durationLabels[booking.duration] ?? booking.duration,
    },
    {
      key: "meetingType",
      term: copy.fields.meetingType,
      description: meetingCopy.meetingTypeLabels[booking.meeting_type],
    },
    {
      key: "join",
      term: booking.place === null ? consoleMeetingsCopy.join.term : meetingCopy.booking.place,
      description: joinDescription(booking),
    },
    ...(booking.visitor_time_zone
      ? [
          {
            key: "visitorZone",
            term: consoleMeetingsCopy.join.visitorZone,
            description: booking.visitor_time_zone,
          },
        ]
      : []),
    { key: "topic", term: copy.fields.topic, description: booking.topic },
    { key: "name", term: copy.fields.name, description: booking.name },
    {
      key: "email",
      term: copy.fields.email,
      description: (
        <a className="text-primary underline underline-offset-4" href={mailtoHref(booking.email)}>
          {booking.email}
        </a>
      ),
    },
    { key: "phone", term: copy.fields.phone, description: booking.phone ?? copy.none },
    { key: "company", term: copy.fields.company, description: booking.company ?? copy.none },
    {
      key: "notes",
      term: copy.fields.notes,
      description: <span className="whitespace-pre-wrap">{booking.notes ?? copy.none}</span>,
    },
    {
      key: "createdAt",
      term: copy.fields.createdAt,
      description: formatManila(booking.created_at),
    },
    {
      key: "updatedAt",
      term: copy.fields.updatedAt,
      description: booking.updated_at ? formatManila(booking.updated_at) : copy.none,
    },
    {
      key: "id",
      term: copy.fields.id,
      description: <code className="font-mono text-small break-all">{booking.id}</code>,
    },
  ];
  return items;
}

export function BookingPage() {
  const { id = "" } = useParams();
  const query = useBookingQuery(id);

  const back = (
    <Link
      to={consoleRoutes.inbox}
      className="text-small text-primary underline-offset-4 hover:underline"
    >
      ← {copy.back}
    </Link>
  );

  if (query.isPending) {
    return <DetailSkeleton label={consoleInboxCopy.loading} />;
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <LoadError title={copy.errorTitle} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const { booking, mailJobs, audit } = query.data;
  if (booking === null) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-h3">{copy.notFoundTitle}</h1>
        <EmptyState title={copy.notFoundTitle} description={copy.notFoundBody} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        {back}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-h3">
            {copy.titlePrefix}: {booking.name}
          </h1>
          <CloseAsSpamButton
            kind="booking"
            id={booking.id}
            name={booking.name}
            status={booking.status}
          />
        </div>
      </div>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <DetailSection id="booking-details" title={copy.detailsTitle}>
          <DescriptionList items={fieldsOf(booking)} />
        </DetailSection>
        <div className="flex flex-col gap-8">
          <BookingActions booking={booking} />
          <LeadSourceSection
            id="booking-source"
            source={toLeadSource(booking.source)}
            firstResponseAt={booking.first_response_at}
          />
          <PersonLeadsSection kind="booking" id={booking.id} />
        </div>
      </div>
      <BookingReminders jobs={mailJobs} />
      <MailJobs bookingId={booking.id} jobs={mailJobs} />
      <AuditHistory rows={audit} />
    </div>
  );
}
