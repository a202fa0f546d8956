import { DAY_MS, manilaDateKey, toScheduledAt } from "@innovatehub/domain";
import { buildTimeSlots, isBookableDay } from "@innovatehub/forms/booking";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booking, client, startTestBackend } from "./helpers.ts";

type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;
type Probe = { dateKey: string; time: string };
type ClosedDayRow = { day: string; reason: string };
type BusyRow = { starts_at: string; ends_at: string };

/** The Manila day `days` days from now. */
const manilaDayAhead = (days: number) => manilaDateKey(new Date(Date.now() + days * DAY_MS));

/** Long enough for about 180 inserts through supabase-js into PGlite on a busy two-core machine. */
const AGREEMENT_TIMEOUT_MS = 300_000;
/** A start this close to the notice's edge could change sides between asking and inserting: not probed. */
const EDGE_MARGIN_MS = 60_000;
/** Any weekday: the grid of start times the rules allow before the clock, closures and bookings are applied. */
const A_WEEKDAY = "2026-11-23";
const GRID: readonly string[] = buildTimeSlots(A_WEEKDAY, "30min").map((slot) => slot.time);
/** The refusals a start the site does not offer may get: each names why. */
const REFUSALS = [
  "slot_in_past",
  "slot_too_soon",
  "slot_too_far",
  "day_closed",
  "slot_taken",
  'new row for relation "appointments" violates check constraint "appointments_weekday"',
];

describe("the slot source and the database agree on every day of the horizon", () => {
  let backend: TestBackend;
  /** The database's horizon (booking_horizon_days); the site's rules must match it. */
  let horizonDays = 0;

  beforeAll(async () => {
    backend = await startTestBackend();
    // This file books about a hundred slots from one address: the per-address cap is tested elsewhere.
    await backend.sql(
      "update private.rate_limits set max_count = 1000 where name = 'appointments_per_client_per_hour'",
    );
    const [horizon] = await backend.sql<{ days: number }>(
      "select max_count as days from private.rate_limits where name = 'booking_horizon_days'",
    );
    horizonDays = horizon?.days ?? 0;
  });

  afterAll(async () => {
    await backend.cleanup();
  });

  it(
    "a start the site offers is accepted, and one it does not offer is refused with a reason",
    async () => {
      const anon = client(backend, backend.anonKey);
      const from = manilaDayAhead(0);
      const to = manilaDayAhead(horizonDays + 1);
      // The site's two reads (supabase/README.md): closed days of the window, taken ranges of the window.
      const closed = await anon.rpc("get_closed_days", { p_from: from, p_to: to });
      expect(closed.error).toBeNull();
      const closedRows: ClosedDayRow[] = closed.data ?? [];
      const closedDays = new Map(closedRows.map((row) => [row.day, row.reason]));
      expect([...closedDays.keys()].every((day) => day >= from && day <= to)).toBe(true);

      let accepted = 0;
      let refused = 0;
      for (let offset = 0; offset <= horizonDays + 1; offset += 1) {
        const dateKey = manilaDayAhead(offset);
        const busyAnswer = await anon.rpc("get_busy_ranges", { p_from: dateKey, p_to: dateKey });
        expect(busyAnswer.error).toBeNull();
        const busyRows: BusyRow[] = busyAnswer.data ?? [];
        const busy = busyRows.map((range) => ({
          start: range.starts_at,
          end: range.ends_at,
        }));
        // What the booking dialog offers: the picker's open days, then the day's free slots.
        const offeredAt = (now: Date) =>
          new Set(
            isBookableDay(dateKey, now, { closedDays })
              ? buildTimeSlots(dateKey, "30min", { busy, now, closedDays }).map((slot) => slot.time)
              : [],
          );
        const offered = offeredAt(new Date());
        const offeredSoon = offeredAt(new Date(Date.now() + EDGE_MARGIN_MS));
        const unambiguous = GRID.filter((time) => offered.has(time) === offeredSoon.has(time));
        const notOffered = unambiguous.filter((time) => !offered.has(time));
        const probes: Probe[] = [
          ...unambiguous.filter((time) => offered.has(time)).slice(0, 1),
          ...notOffered.slice(0, 1),
          ...notOffered.slice(-1),
        ].map((time) => ({ dateKey, time }));

        for (const probe of new Set(probes)) {
          const scheduledAt = toScheduledAt(probe.dateKey, probe.time);
          const { error, status } = await anon
            .from("appointments")
            .insert(booking(scheduledAt, `agree.${crypto.randomUUID()}@example.com`));
          const label = `${probe.dateKey} ${probe.time}`;
          if (offered.has(probe.time)) {
            expect(error, `${label} is offered, so it must be accepted`).toBeNull();
            expect(status).toBe(201);
            accepted += 1;
          } else {
            expect(error, `${label} is not offered, so it must be refused`).not.toBeNull();
            expect(REFUSALS, `${label}: ${error?.message ?? ""}`).toContain(error?.message);
            if (closedDays.has(probe.dateKey)) {
              expect(error).toMatchObject({
                message: "day_closed",
                hint: closedDays.get(probe.dateKey),
              });
            }
            refused += 1;
          }
        }
      }
      // Every weekday of the horizon that is not closed offered a slot; weekends and closed days refused.
      expect(accepted).toBeGreaterThan(horizonDays / 2);
      expect(refused).toBeGreaterThan(0);
    },
    AGREEMENT_TIMEOUT_MS,
  );
});
