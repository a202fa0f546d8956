import { useState } from "react";
import { consoleClosuresCopy as copy } from "@innovatehub/content/console";
import { manilaDateKey } from "@innovatehub/domain";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { useStaffRole } from "../auth/use-staff-role";
import { useClosuresQuery } from "../data/closures/closures-query";
import { DetailSection } from "../layout/detail-section";
import { DetailSkeleton } from "../layout/detail-skeleton";
import { LoadError } from "../layout/load-error";
import { AddClosureForm } from "./add-closure-form";
import { ClosedDayBookings } from "./closed-day-bookings";
import { ClosuresTable } from "./closures-table";

/**
 * Closed days from today: everyone reads them; admins close and reopen days (the database refuses agents too).
 * The bookings already on a closed day are listed with the way to reschedule or cancel each.
 */
export function ClosuresPage() {
  const [now] = useState(() => new Date());
  const today = manilaDateKey(now);
  const role = useStaffRole();
  const isAdmin = role.data === "admin";
  const closures = useClosuresQuery(today, null);

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-h3">{copy.title}</h1>
        <p className="text-small text-muted-foreground">{copy.intro}</p>
        {role.isSuccess && !isAdmin ? <p className="mt-2 text-small">{copy.agentNote}</p> : null}
      </div>
      {isAdmin ? <AddClosureForm today={today} /> : null}
      <ClosedDayBookings />
      <DetailSection id="closed-days" title={copy.listHeading}>
        {closures.isPending ? (
          <DetailSkeleton label={copy.loading} />
        ) : closures.isError ? (
          <LoadError title={copy.errorTitle} onRetry={() => void closures.refetch()} />
        ) : closures.data.length === 0 ? (
          <EmptyState title={copy.emptyTitle} description={copy.emptyBody} />
        ) : (
          <ClosuresTable closures={closures.data} isAdmin={isAdmin} />
        )}
      </DetailSection>
    </div>
  );
}
