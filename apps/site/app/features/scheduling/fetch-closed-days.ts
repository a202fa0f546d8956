import { BOOKING_HORIZON_DAYS, manilaDateKey } from "@innovatehub/domain";
import { type ClosedDays } from "@innovatehub/forms/booking";
import { addDays } from "date-fns";
import { CLOSED_DAYS_RPC, type AvailabilityBackend } from "../../lib/backend/site-backend";

/** The closed days (holidays, company closures) from Manila's today to the end of the booking horizon. */
export async function fetchClosedDays(client: AvailabilityBackend, now: Date): Promise<ClosedDays> {
  const { data, error } = await client.rpc(CLOSED_DAYS_RPC, {
    p_from: manilaDateKey(now),
    p_to: manilaDateKey(addDays(now, BOOKING_HORIZON_DAYS)),
  });
  if (error) {
    throw new Error(`${CLOSED_DAYS_RPC} failed (${error.code || "no code"})`);
  }
  return new Map((data ?? []).map((closure) => [closure.day, closure.reason]));
}
