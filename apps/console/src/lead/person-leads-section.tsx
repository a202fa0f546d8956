import { Link } from "react-router";
import {
  consoleInboxCopy,
  consolePersonCopy as copy,
  inquiryKindLabels,
} from "@innovatehub/content/console";
import { consoleRoutes } from "../console-paths";
import { isInquiryKind, type LeadKind } from "@innovatehub/domain";
import { DetailSection } from "../layout/detail-section";
import { LoadError } from "../layout/load-error";
import { LeadStatusBadge } from "../inbox/lead-status-badge";
import { formatManila, formatManilaMonth } from "../lib/format";
import { usePersonLeadsQuery, type PersonLead } from "../data/leads/person-leads-query";

function subjectOf(lead: PersonLead): string {
  return lead.kind === "inquiry"
    ? `${consoleInboxCopy.kindInquiry}: ${isInquiryKind(lead.subject) ? inquiryKindLabels[lead.subject] : lead.subject}`
    : `${consoleInboxCopy.kindBooking}: ${lead.subject}`;
}

function hrefOf(lead: PersonLead): string {
  return lead.kind === "booking" ? consoleRoutes.booking(lead.id) : consoleRoutes.inquiry(lead.id);
}

/**
 * The same person's bookings and inquiries (same mailbox, capitals and +tags ignored), so the team sees
 * "Third contact since March 2026" before answering.
 */
export function PersonLeadsSection({ kind, id }: { kind: LeadKind; id: string }) {
  const query = usePersonLeadsQuery(kind, id);
  const titleId = `person-leads-${id}`;
  if (query.isPending) {
    return null;
  }
  if (query.isError) {
    return <LoadError title={copy.errorTitle} onRetry={() => void query.refetch()} />;
  }
  const leads = query.data;
  const position = leads.findIndex((lead) => lead.kind === kind && lead.id === id) + 1;
  const first = leads[0];
  return (
    <DetailSection id={titleId} title={copy.title}>
      <p className="font-semibold">
        {leads.length <= 1 || first === undefined
          ? copy.only
          : copy.contactSince(position, formatManilaMonth(first.created_at))}
      </p>
      {leads.length > 1 ? (
        <>
          <p className="text-small text-muted-foreground">{copy.intro}</p>
          <ol className="flex flex-col gap-2">
            {leads.map((lead) => (
              <li
                key={`${lead.kind}:${lead.id}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1"
              >
                {lead.kind === kind && lead.id === id ? (
                  <span>
                    {subjectOf(lead)} ({copy.thisLead})
                  </span>
                ) : (
                  <Link
                    to={hrefOf(lead)}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {subjectOf(lead)}
                  </Link>
                )}
                <LeadStatusBadge status={lead.status} />
                <span className="text-small text-muted-foreground">
                  {formatManila(lead.created_at)}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </DetailSection>
  );
}
