import { createClient } from "@supabase/supabase-js";
import type { AppointmentStore, ClaimedAppointment } from "./appointment.ts";

export class StoreError extends Error {
  override name = "StoreError";
  constructor(readonly code: string) {
    super(`database call failed with ${code}`);
  }
}

function isClaimedAppointment(value: unknown): value is ClaimedAppointment {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "id") === "string" &&
    typeof Reflect.get(value, "email") === "string" &&
    typeof Reflect.get(value, "scheduled_at") === "string" &&
    typeof Reflect.get(value, "ends_at") === "string"
  );
}

/** The store over PostgREST with the service role (the only role allowed to claim). */
export function createSupabaseStore(url: string, serviceRoleKey: string): AppointmentStore {
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return {
    async claim(appointmentId) {
      const { data, error } = await client.rpc("claim_appointment", { p_id: appointmentId });
      if (error) {
        throw new StoreError(error.code);
      }
      const first: unknown = Array.isArray(data) ? data[0] : null;
      return isClaimedAppointment(first) ? first : null;
    },
    async release(appointmentId) {
      const { error } = await client.rpc("release_appointment_claim", { p_id: appointmentId });
      if (error) {
        throw new StoreError(error.code);
      }
    },
  };
}
