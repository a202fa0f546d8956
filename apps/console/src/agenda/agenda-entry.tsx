import { Link } from "react-router";
import { BUSINESS_TIME_ZONE_LABEL, describeSlotTime } from "@innovatehub/domain";
import { consoleAgendaCopy } from "@innovatehub/content/console";
import { consoleRoutes } from "../console-paths";
import { LeadStatusBadge } from "../inbox/lead-status-badge";
import type { AgendaBooking } from "../data/agenda/agenda-query";

/** One booking in a day of the agenda: its time in PHT (and the viewer's, when it differs), who, and its state. */
export function AgendaEntry({ booking, timeZone }: { booking: AgendaBooking; timeZone: string }) {
  const start = describeSlotTime(new Date(booking.scheduled_at), timeZone);
  const end = describeSlotTime(new Date(booking.ends_at), timeZone);
  return (
    <li className="relative flex flex-col gap-1 rounded-lg border border-border bg-card p-3 text-small focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40">
      <p className="font-semibold tabular-nums">
        {start.manila} – {end.manila} {BUSINESS_TIME_ZONE_LABEL}
      </p>
      {start.localDiffers ? (
        <p className="text-muted-foreground tabular-nums">
          {consoleAgendaCopy.yourTime(`${start.local} – ${end.local}`)}
        </p>
      ) : null}
      {/* The link's area covers the whole card, so a tap anywhere on it opens the booking. */}
      <Link
        to={consoleRoutes.booking(booking.id)}
        className="font-semibold break-words text-primary underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
      >
        {booking.name}
      </Link>
      <p className="break-words text-muted-foreground">{booking.company ?? booking.topic}</p>
      <div>
        <LeadStatusBadge status={booking.status} />
      </div>
    </li>
  );
}
