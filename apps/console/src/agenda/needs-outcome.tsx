import { Link } from "react-router";
import { consoleMeetingsCopy } from "@innovatehub/content/console";
import { consoleRoutes } from "../console-paths";
import { Button } from "@innovatehub/ui/button";
import { toast } from "@innovatehub/ui/sonner";
import { StatusBadge } from "@innovatehub/ui/status-badge";
import { useSetBookingStatusMutation } from "../data/bookings/booking-status-mutation";
import {
  useBookingsNeedingOutcomeQuery,
  type BookingNeedingOutcome,
} from "../data/outcomes/needing-outcome-query";
import { DetailSection } from "../layout/detail-section";
import { LoadError } from "../layout/load-error";
import { formatManila } from "../lib/format";

const copy = consoleMeetingsCopy.outcome;

function NeedsOutcomeItem({ booking }: { booking: BookingNeedingOutcome }) {
  const mark = useSetBookingStatusMutation(booking.id, {
    onSuccess: () => toast.success(copy.marked),
    onError: () => toast.error(copy.markFailed),
  });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3 text-small sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="tabular-nums">{formatManila(booking.scheduled_at)}</p>
        <Link
          to={consoleRoutes.booking(booking.id)}
          className="font-semibold break-words text-primary underline-offset-4 hover:underline"
        >
          {booking.name}
        </Link>
        <p className="break-words text-muted-foreground">{booking.company ?? booking.topic}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={mark.isPending}
          aria-label={copy.markLabel(copy.markCompleted.toLowerCase(), booking.name)}
          onClick={() => mark.mutate("completed")}
        >
          {copy.markCompleted}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={mark.isPending}
          aria-label={copy.markLabel(copy.markNoShow.toLowerCase(), booking.name)}
          onClick={() => mark.mutate("no_show")}
        >
          {copy.markNoShow}
        </Button>
      </div>
    </li>
  );
}

/** Confirmed meetings that have ended without an outcome, until someone marks each. */
export function NeedsOutcome() {
  const query = useBookingsNeedingOutcomeQuery();
  return (
    <DetailSection id="needs-outcome" title={copy.listTitle}>
      <p className="flex flex-wrap items-center gap-2 text-small text-muted-foreground">
        {query.data && query.data.length > 0 ? (
          <StatusBadge tone="attention">{`${copy.needsOutcome}: ${query.data.length}`}</StatusBadge>
        ) : null}
        {copy.listIntro}
      </p>
      {query.isPending ? null : query.isError ? (
        <LoadError title={copy.listError} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-small">{copy.listEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.map((booking) => (
            <NeedsOutcomeItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
