import { consolePersonCopy as copy } from "@innovatehub/content/console";
import type { PersonLeadKind } from "@innovatehub/domain";
import { DetailSection } from "../layout/detail-section";
import { LoadError } from "../layout/load-error";
import { formatManilaMonth } from "../lib/format";
import { usePersonLeadsQuery } from "../data/leads/person-leads-query";
import { LinkedLeadList } from "./linked-lead-list";

/**
 * The same person's bookings, inquiries and agent applications (same mailbox, capitals and +tags ignored), so the
 * team sees "Third contact since March 2026" before answering.
 */
export function PersonLeadsSection({ kind, id }: { kind: PersonLeadKind; id: string }) {
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
    <DetailSection id={titleId} title={kind === "application" ? copy.applicationTitle : copy.title}>
      <p className="font-semibold">
        {leads.length <= 1 || first === undefined
          ? copy.only
          : copy.contactSince(position, formatManilaMonth(first.created_at))}
      </p>
      {leads.length > 1 ? (
        <>
          <p className="text-small text-muted-foreground">{copy.intro}</p>
          <LinkedLeadList leads={leads} current={{ kind, id }} />
        </>
      ) : null}
    </DetailSection>
  );
}
