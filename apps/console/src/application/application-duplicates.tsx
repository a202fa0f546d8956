import {
  agentDuplicateReasonLabels,
  consoleDuplicatesCopy as copy,
} from "@innovatehub/content/console";
import { AGENT_DUPLICATE_MATCHES_MAX } from "@innovatehub/domain";
import { EmptyState } from "@innovatehub/ui/empty-state";
import {
  useApplicationDuplicatesQuery,
  type ApplicationDuplicate,
} from "../data/agents/duplicates-query";
import { DetailSection } from "../layout/detail-section";
import { LoadError } from "../layout/load-error";
import { LinkedLeadList } from "../lead/linked-lead-list";

/** The panel stands out while something matches. */
const WARNING_CLASS = "flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4";

function Matches({ matches }: { matches: readonly ApplicationDuplicate[] }) {
  if (matches.length === 0) {
    return <EmptyState title={copy.noneTitle} description={copy.noneBody} />;
  }
  return (
    <>
      <p className="font-semibold">{copy.warning(matches.length)}</p>
      <p className="text-small text-muted-foreground">{copy.intro}</p>
      <LinkedLeadList
        leads={matches}
        detail={(match) =>
          copy.matchedOn(match.reasons.map((reason) => agentDuplicateReasonLabels[reason]))
        }
      />
      {matches.length >= AGENT_DUPLICATE_MATCHES_MAX ? (
        <p className="text-small text-muted-foreground">{copy.capped}</p>
      ) : null}
    </>
  );
}

/**
 * The application's warning: other applications, bookings and inquiries with its mobile number or e-mail address,
 * and other applications at its store address, each linked with why it matched; or that there are none.
 */
export function ApplicationDuplicates({ id }: { id: string }) {
  const query = useApplicationDuplicatesQuery(id);
  const found = query.data !== undefined && query.data.length > 0;
  return (
    <DetailSection
      id={`duplicates-${id}`}
      title={copy.title}
      className={found ? WARNING_CLASS : undefined}
    >
      {query.isPending ? (
        <p role="status" className="text-small text-muted-foreground">
          {copy.loading}
        </p>
      ) : query.isError ? (
        <LoadError title={copy.errorTitle} onRetry={() => void query.refetch()} />
      ) : (
        <Matches matches={query.data} />
      )}
    </DetailSection>
  );
}
