import {
  BUSY_RANGES_RPC,
  type BookingBackend,
  type CLOSED_DAYS_RPC,
} from "../../lib/backend/site-backend";

type StoryInsert = "succeeds" | "never-answers" | "slot-taken";

type StoryBackendOptions = {
  /** Busy ranges answered for any day, as `[startHour, endHour]` Manila hours. */
  busyHours?: readonly (readonly [number, number])[];
  insert?: StoryInsert;
  /** Keep the request for a day's free times pending (the "Checking availability..." state). */
  availabilityPending?: boolean;
  /** Keep the closed days pending (the date picker's "Checking which days are open..." state). */
  closedDaysPending?: boolean;
  /** Closed days answered by get_closed_days, as `[yyyy-MM-dd, reason]`. */
  closedDays?: readonly (readonly [string, string])[];
};

type Window = { p_from: string; p_to: string };
type BusyRow = { starts_at: string; ends_at: string };
type ClosedRow = { day: string; reason: string };
type Answer<Data> = Promise<{ data: Data; error: null }>;

const MANILA_OFFSET = "+08:00";

function manilaInstant(day: string, hour: number): string {
  return `${day}T${String(hour).padStart(2, "0")}:00:00${MANILA_OFFSET}`;
}

function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

/** An in-memory stand-in for the booking calls, so stories show each state without a server. */
export function createStoryBackend({
  busyHours = [],
  insert = "succeeds",
  availabilityPending = false,
  closedDaysPending = false,
  closedDays = [],
}: StoryBackendOptions = {}): BookingBackend {
  function rpc(name: typeof BUSY_RANGES_RPC, args: Window): Answer<BusyRow[]>;
  function rpc(name: typeof CLOSED_DAYS_RPC, args: Window): Answer<ClosedRow[]>;
  function rpc(name: string, { p_from: day }: Window): Answer<BusyRow[] | ClosedRow[]> {
    if (name === BUSY_RANGES_RPC ? availabilityPending : closedDaysPending) {
      return never();
    }
    if (name !== BUSY_RANGES_RPC) {
      return Promise.resolve({
        data: closedDays.map(([closed, reason]) => ({ day: closed, reason })),
        error: null,
      });
    }
    const data = busyHours.map(([start, end]) => ({
      starts_at: manilaInstant(day, start),
      ends_at: manilaInstant(day, end),
    }));
    return Promise.resolve({ data, error: null });
  }

  return {
    from: () => ({
      insert: () => {
        if (insert === "never-answers") {
          return never();
        }
        if (insert === "slot-taken") {
          return Promise.resolve({ error: { code: "PT409", message: "slot_taken" }, status: 409 });
        }
        return Promise.resolve({ error: null, status: 201 });
      },
    }),
    rpc,
    functions: { invoke: () => Promise.resolve({ error: null }) },
  };
}
