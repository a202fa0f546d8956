import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { consoleAgendaCopy as copy } from "@innovatehub/content/console";
import { consoleRoutes } from "../console-paths";
import { visitorTimeZone, type DateKey } from "@innovatehub/domain";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { Skeleton } from "@innovatehub/ui/skeleton";
import { LoadError } from "../layout/load-error";
import { formatManilaDay, formatManilaShortDay } from "../lib/format";
import { CalendarFeedPanel } from "../calendar-feed/calendar-feed-panel";
import { AgendaEntry } from "./agenda-entry";
import { NeedsOutcome } from "./needs-outcome";
import { bookingsByDay, shiftWeek, weekDays, weekFromSearch, weekStartOf } from "./agenda-week";
import { useAgendaQuery, type AgendaBooking } from "../data/agenda/agenda-query";
import { useClosuresQuery } from "../data/closures/closures-query";

const weekLink =
  "inline-flex min-h-11 items-center rounded-md border border-input bg-background px-2 text-small sm:px-3 font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";
const dayGrid = "grid gap-4 lg:grid-cols-5";
const SKELETON_ENTRIES = 2;

function WeekNav({ monday, current }: { monday: DateKey; current: DateKey }) {
  const to = (week: DateKey) =>
    week === current ? consoleRoutes.agenda : `${consoleRoutes.agenda}?week=${week}`;
  return (
    <nav aria-label={copy.weekNavLabel}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link className={weekLink} to={to(shiftWeek(monday, -1))}>
            ← {copy.previousWeek}
          </Link>
        </li>
        <li>
          <Link
            className={weekLink}
            to={to(current)}
            aria-current={monday === current ? "page" : undefined}
          >
            {copy.thisWeek}
          </Link>
        </li>
        <li>
          <Link className={weekLink} to={to(shiftWeek(monday, 1))}>
            {copy.nextWeek} →
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function AgendaSkeleton({ days }: { days: readonly DateKey[] }) {
  return (
    <div className={dayGrid} aria-busy="true">
      <span className="sr-only" role="status">
        {copy.loading}
      </span>
      {days.map((day) => (
        <div key={day} className="flex flex-col gap-2">
          <Skeleton className="h-6 w-3/4" />
          {Array.from({ length: SKELETON_ENTRIES }, (_, index) => (
            <Skeleton key={index} className="h-24 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}

function AgendaDays({
  days,
  bookings,
  closedDays,
  timeZone,
}: {
  days: readonly DateKey[];
  bookings: readonly AgendaBooking[];
  /** The week's closed days and their reasons. */
  closedDays: ReadonlyMap<DateKey, string>;
  timeZone: string;
}) {
  const byDay = bookingsByDay(bookings, days);
  return (
    <div className={dayGrid}>
      {days.map((day) => {
        const entries = byDay.get(day) ?? [];
        const headingId = `agenda-${day}`;
        const closedReason = closedDays.get(day);
        return (
          <section key={day} aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
            {/* The heading is the date alone; a closure and the count are their own lines, so a screen reader
                says them apart. */}
            <div>
              <h3 id={headingId} className="text-body font-semibold">
                {formatManilaDay(day)}
              </h3>
              {closedReason === undefined ? null : (
                <p className="text-small font-semibold text-destructive">
                  {copy.closed(closedReason)}
                </p>
              )}
              {entries.length > 0 ? (
                <p className="text-small text-muted-foreground">
                  {copy.bookingCount(entries.length)}
                </p>
              ) : null}
            </div>
            {entries.length === 0 ? (
              <p className="text-small text-muted-foreground">{copy.dayEmpty}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {entries.map((booking) => (
                  <AgendaEntry key={booking.id} booking={booking} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * The week's bookings in Manila time, Monday to Friday, and its closed days with their reasons; the week is in the
 * URL, so the back button steps weeks.
 */
export function AgendaPage() {
  const [searchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const [timeZone] = useState(visitorTimeZone);
  const current = weekStartOf(now);
  const monday = weekFromSearch(searchParams, now);
  const days = weekDays(monday);
  const agenda = useAgendaQuery(monday);
  const closures = useClosuresQuery(monday, days.at(-1) ?? monday);
  const closedDays = new Map((closures.data ?? []).map((closure) => [closure.day, closure.reason]));

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-h3">{copy.title}</h1>
        <p className="text-small text-muted-foreground">{copy.intro}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-h4" aria-live="polite">
          {copy.weekHeading(
            formatManilaShortDay(monday),
            formatManilaShortDay(days.at(-1) ?? monday),
          )}
        </h2>
        <WeekNav monday={monday} current={current} />
      </div>
      {agenda.isPending || closures.isPending ? (
        <AgendaSkeleton days={days} />
      ) : agenda.isError || closures.isError ? (
        <LoadError
          title={copy.errorTitle}
          onRetry={() => void Promise.all([agenda.refetch(), closures.refetch()])}
        />
      ) : agenda.data.length === 0 && closedDays.size === 0 ? (
        <EmptyState title={copy.emptyTitle} description={copy.emptyBody} />
      ) : (
        <AgendaDays
          days={days}
          bookings={agenda.data}
          closedDays={closedDays}
          timeZone={timeZone}
        />
      )}
      <div className="grid gap-8 lg:grid-cols-2">
        <NeedsOutcome />
        <CalendarFeedPanel />
      </div>
    </div>
  );
}
