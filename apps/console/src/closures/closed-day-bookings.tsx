import { Link } from "react-router";
import { consoleClosuresCopy as copy } from "@innovatehub/content/console";
import { consoleRoutes } from "../console-paths";
import { Skeleton } from "@innovatehub/ui/skeleton";
import { useClosedDayBookingsQuery } from "../data/closures/closed-day-bookings-query";
import { LeadStatusBadge } from "../inbox/lead-status-badge";
import { DetailSection } from "../layout/detail-section";
import { LoadError } from "../layout/load-error";
import { formatManila } from "../lib/format";

const openLink =
  "inline-flex min-h-11 items-center rounded-md border border-input bg-background px-3 text-small font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** The live bookings made before their day was closed, each with the way to reschedule or cancel it. */
export function ClosedDayBookings() {
  const bookings = useClosedDayBookingsQuery();
  return (
    <DetailSection id="closed-day-bookings" title={copy.bookings.heading}>
      <p className="text-small text-muted-foreground">{copy.bookings.intro}</p>
      {bookings.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : bookings.isError ? (
        <LoadError title={copy.bookings.errorTitle} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <p className="text-small">{copy.bookings.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {bookings.data.map((booking) => (
            <li
              key={booking.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold">
                  {booking.name}
                  {booking.company ? (
                    <span className="font-normal text-muted-foreground"> · {booking.company}</span>
                  ) : null}
                </span>
                <span className="text-small">
                  {formatManila(booking.scheduled_at)} · {booking.reason}
                </span>
                <LeadStatusBadge status={booking.status} />
              </div>
              <Link
                className={openLink}
                to={consoleRoutes.booking(booking.id)}
                aria-label={copy.bookings.open(booking.name)}
              >
                {copy.bookings.openShort}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
