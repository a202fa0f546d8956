import { createClient } from "@supabase/supabase-js";
import type { JobStore, MailJob } from "./job.ts";

export class StoreError extends Error {
  override name = "StoreError";
  constructor(readonly code: string) {
    super(`database call failed with ${code}`);
  }
}

function isMailJob(value: unknown): value is MailJob {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "id") === "string" &&
    typeof Reflect.get(value, "template") === "string" &&
    typeof Reflect.get(value, "recipient") === "string" &&
    typeof Reflect.get(value, "attempts") === "number"
  );
}

/** The outbox over PostgREST with the service role (the only role allowed to claim and record). */
export function createSupabaseJobStore(url: string, serviceRoleKey: string): JobStore {
  const client = createClient(url, serviceRoleKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
  return {
    async claim(limit, leaseSeconds, appointmentId) {
      const { data, error } = await client.rpc("claim_mail_jobs", {
        p_limit: limit,
        p_lease_seconds: leaseSeconds,
        ...(appointmentId === undefined ? {} : { p_appointment_id: appointmentId }),
      });
      if (error) {
        throw new StoreError(error.code);
      }
      const rows: unknown[] = Array.isArray(data) ? data : [];
      return rows.filter(isMailJob);
    },
    async complete(jobId, providerMessageId) {
      const { error } = await client.rpc("complete_mail_job", {
        p_id: jobId,
        p_provider_message_id: providerMessageId,
      });
      if (error) {
        throw new StoreError(error.code);
      }
    },
    async fail(jobId, errorClass, retryAt) {
      const { error } = await client.rpc("fail_mail_job", {
        p_id: jobId,
        p_error: errorClass,
        p_retry_at: retryAt === null ? null : retryAt.toISOString(),
      });
      if (error) {
        throw new StoreError(error.code);
      }
    },
    async skip(jobId, reason) {
      const { error } = await client.rpc("skip_mail_job", { p_id: jobId, p_reason: reason });
      if (error) {
        throw new StoreError(error.code);
      }
    },
    async release(lead) {
      const { data, error } = await client.rpc(
        "release_held_mail_jobs",
        lead.kind === "appointment" ? { p_appointment_id: lead.id } : { p_inquiry_id: lead.id },
      );
      if (error) {
        throw new StoreError(error.code);
      }
      return typeof data === "number" ? data : 0;
    },
  };
}
