import { useState } from "react";
import { consolePeopleCopy } from "@innovatehub/content/console";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { SearchBox } from "@innovatehub/ui/search-box";
import { useStaffRole } from "../auth/use-staff-role";
import { DetailSkeleton } from "../layout/detail-skeleton";
import { LoadError } from "../layout/load-error";
import { DataSubjectResult } from "./data-subject-result";
import { useDataSubjectQuery } from "../data/data-subject/data-subject-query";

const copy = consolePeopleCopy;

/**
 * The address is kept in this screen's state, never in the URL, so it stays out of history and logs. It is
 * lower-cased as the database matches it, so the lookup and the erasure share one cache entry.
 */
function PeopleLookup() {
  const [email, setEmail] = useState<string | null>(null);
  const held = useDataSubjectQuery(email);

  return (
    <>
      <SearchBox
        value={email ?? ""}
        onSearch={(query) => setEmail(query === "" ? null : query.toLowerCase())}
        labels={{ search: copy.emailLabel, submit: copy.find, clear: copy.clear }}
      />
      {email === null ? null : held.isPending ? (
        <DetailSkeleton label={copy.loading} />
      ) : held.isError ? (
        <LoadError title={copy.errorTitle} onRetry={() => void held.refetch()} />
      ) : (
        <DataSubjectResult held={held.data} />
      )}
    </>
  );
}

/** Admins only: the screen refuses agents (and the database refuses them too). */
export function PeoplePage() {
  const role = useStaffRole();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-h3">{copy.title}</h1>
        <p className="text-small text-muted-foreground">{copy.intro}</p>
      </div>
      {role.isPending ? (
        <DetailSkeleton label={copy.loading} />
      ) : role.isError ? (
        <LoadError title={copy.errorTitle} onRetry={() => void role.refetch()} />
      ) : role.data === "admin" ? (
        <PeopleLookup />
      ) : (
        <EmptyState variant="error" title={copy.adminOnlyTitle} description={copy.adminOnlyBody} />
      )}
    </div>
  );
}
