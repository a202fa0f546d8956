import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  consoleInboxCopy,
  consolePersonCopy,
  inquiryKindLabels,
} from "@innovatehub/content/console";
import type { Database } from "@innovatehub/database";
import { isInquiryKind, type NarrowedPersonLead } from "@innovatehub/domain";
import { consoleRoutes } from "../console-paths";
import { StageBadge } from "../applications/stage-badge";
import { LeadStatusBadge } from "../inbox/lead-status-badge";
import { formatManila } from "../lib/format";

/**
 * What a list of a person's leads shows of each: a booking, an inquiry or an agent application. The columns every
 * list of leads the database answers has (a person's, an application's possible duplicates).
 */
export type LinkedLead = NarrowedPersonLead<
  Pick<
    Database["public"]["Functions"]["staff_person_leads"]["Returns"][number],
    "id" | "kind" | "status" | "subject" | "created_at"
  >
>;

function subjectOf(lead: LinkedLead): string {
  switch (lead.kind) {
    case "booking":
      return `${consoleInboxCopy.kindBooking}: ${lead.subject}`;
    case "inquiry":
      return `${consoleInboxCopy.kindInquiry}: ${isInquiryKind(lead.subject) ? inquiryKindLabels[lead.subject] : lead.subject}`;
    case "application":
      return `${consolePersonCopy.kindApplication} ${lead.subject}`;
  }
}

function hrefOf(lead: LinkedLead): string {
  switch (lead.kind) {
    case "booking":
      return consoleRoutes.booking(lead.id);
    case "inquiry":
      return consoleRoutes.inquiry(lead.id);
    case "application":
      return consoleRoutes.application(lead.id);
  }
}

function StatusOf({ lead }: { lead: LinkedLead }) {
  return lead.kind === "application" ? (
    <StageBadge stage={lead.status} />
  ) : (
    <LeadStatusBadge status={lead.status} />
  );
}

const sameLead = (lead: LinkedLead, other: Pick<LinkedLead, "kind" | "id"> | undefined) =>
  other !== undefined && lead.kind === other.kind && lead.id === other.id;

/**
 * Bookings, inquiries and agent applications, each a link to its own page with its status and when it arrived;
 * `current` is the page's own record, named and not linked; `detail` adds a line under a record (why it matched).
 */
export function LinkedLeadList<Lead extends LinkedLead>({
  leads,
  current,
  detail,
}: {
  leads: readonly Lead[];
  current?: Pick<LinkedLead, "kind" | "id">;
  detail?: (lead: Lead) => ReactNode;
}) {
  return (
    <ol className="flex flex-col gap-2">
      {leads.map((lead) => (
        <li key={`${lead.kind}:${lead.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {sameLead(lead, current) ? (
            <span>
              {subjectOf(lead)} ({consolePersonCopy.thisLead})
            </span>
          ) : (
            <Link to={hrefOf(lead)} className="text-primary underline-offset-4 hover:underline">
              {subjectOf(lead)}
            </Link>
          )}
          <StatusOf lead={lead} />
          <span className="text-small text-muted-foreground">{formatManila(lead.created_at)}</span>
          {detail ? <span className="basis-full text-small">{detail(lead)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
