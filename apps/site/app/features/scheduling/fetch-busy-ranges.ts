import type { DateKey } from "@innovatehub/domain";
import type { BusyRange } from "@innovatehub/forms/booking";
import { BUSY_RANGES_RPC, type AvailabilityBackend } from "../../lib/backend/site-backend";

/** The taken start/end times of one Manila day, from the availability RPC (no personal data). */
export async function fetchBusyRanges(
  client: AvailabilityBackend,
  dateKey: DateKey,
): Promise<BusyRange[]> {
  const { data, error } = await client.rpc(BUSY_RANGES_RPC, { p_from: dateKey, p_to: dateKey });
  if (error) {
    throw new Error(`${BUSY_RANGES_RPC} failed (${error.code || "no code"})`);
  }
  return (data ?? []).map((range) => ({ start: range.starts_at, end: range.ends_at }));
}
