import type { BookingBackend } from "../../lib/backend/site-backend";

type StoryInsert = "succeeds" | "never-answers" | "slot-taken";

type StoryBackendOptions = {
  /** Busy ranges answered for any day, as `[startHour, endHour]` Manila hours. */
  busyHours?: readonly (readonly [number, number])[];
  insert?: StoryInsert;
  /** Keep the availability request pending (the "Checking availability..." state). */
  availabilityPending?: boolean;
};

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
}: StoryBackendOptions = {}): BookingBackend {
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
    rpc: (_name, { p_from: day }) => {
      if (availabilityPending) {
        return never();
      }
      const data = busyHours.map(([start, end]) => ({
        starts_at: manilaInstant(day, start),
        ends_at: manilaInstant(day, end),
      }));
      return Promise.resolve({ data, error: null });
    },
    functions: { invoke: () => Promise.resolve({ error: null }) },
  };
}
