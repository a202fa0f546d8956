import type { APPOINTMENTS_TABLE } from "@innovatehub/content";
import type { AppointmentInsert } from "@innovatehub/forms/booking";
import type { LeadFunctions } from "../../lib/process-lead";

type ErrorLike = { code?: string | null; message?: string | null; hint?: string | null };

/** The availability RPC (supabase/migrations: get_busy_ranges). */
export const BUSY_RANGES_RPC = "get_busy_ranges";
/** The closed days and their reasons (supabase/migrations: get_closed_days). */
export const CLOSED_DAYS_RPC = "get_closed_days";

type Answer<Data> = PromiseLike<{ data: Data | null; error: ErrorLike | null }>;

/** The availability calls alone: what the slot picker needs (the booking dialog and the manage page). */
export type AvailabilityBackend = {
  rpc(
    name: typeof BUSY_RANGES_RPC,
    args: { p_from: string; p_to: string },
  ): Answer<{ starts_at: string; ends_at: string }[]>;
  rpc(
    name: typeof CLOSED_DAYS_RPC,
    args: { p_from: string; p_to: string },
  ): Answer<{ day: string; reason: string }[]>;
};

/**
 * The three calls the booking dialog makes. The site's Supabase client satisfies it; stories and tests
 * pass a stand-in.
 */
export type BookingBackend = AvailabilityBackend &
  LeadFunctions & {
    from(table: typeof APPOINTMENTS_TABLE): {
      insert(row: AppointmentInsert): PromiseLike<{ error: ErrorLike | null; status: number }>;
    };
  };
