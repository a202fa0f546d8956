import { createClient } from "@supabase/supabase-js";
import type { Database } from "../database.types.ts";
import {
  type MailRecipient,
  mailRecipients,
  type MailTemplate,
  mailTemplates,
} from "../domain/index.ts";
import { readJobAgentApplication, readJobAppointment, readJobInquiry } from "../rows.ts";
import type { JobStore, MailJob } from "./job.ts";

export class StoreError extends Error {
  override name = "StoreError";
  constructor(readonly code: string) {
    super(`database call failed with ${code}`);
  }
}

type ClaimedRow = Database["public"]["Functions"]["claim_mail_jobs"]["Returns"][number];

/**
 * An argument PostgREST passes to SQL as null. The generated types cannot say that a function's argument may be
 * null (SQL functions declare no NOT NULL on arguments), so the nullable ones pass through here.
 */
function sqlNullable(value: string | null): string {
  return value as string;
}

function oneOf<Value extends string>(values: readonly Value[], value: string): value is Value {
  return (values as readonly string[]).includes(value);
}

/** A claimed row in the domain's vocabulary, or null for one outside it (the database's CHECKs forbid that). */
function toMailJob(row: ClaimedRow): MailJob | null {
  const { template, recipient } = row;
  if (
    !oneOf<MailTemplate>(mailTemplates, template) ||
    !oneOf<MailRecipient>(mailRecipients, recipient)
  ) {
    return null;
  }
  return {
    ...row,
    template,
    recipient,
    appointment: readJobAppointment(row.appointment),
    inquiry: readJobInquiry(row.inquiry),
    agent_application: readJobAgentApplication(row.agent_application),
  };
}

/** The outbox over PostgREST with the service role (the only role allowed to claim and record). */
export function createSupabaseJobStore(url: string, serviceRoleKey: string): JobStore {
  const client = createClient<Database>(url, serviceRoleKey, {
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
      return data.flatMap((row) => toMailJob(row) ?? []);
    },
    async complete(jobId, providerMessageId) {
      const { error } = await client.rpc("complete_mail_job", {
        p_id: jobId,
        p_provider_message_id: sqlNullable(providerMessageId),
      });
      if (error) {
        throw new StoreError(error.code);
      }
    },
    async fail(jobId, errorClass, retryAt) {
      const { error } = await client.rpc("fail_mail_job", {
        p_id: jobId,
        p_error: errorClass,
        p_retry_at: sqlNullable(retryAt === null ? null : retryAt.toISOString()),
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
      const { data, error } =
        lead.kind === "agent_application"
          ? await client.rpc("release_held_agent_application", { p_application_id: lead.id })
          : await client.rpc(
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
