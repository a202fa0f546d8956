import type { AgentApplicationCopy } from "@innovatehub/content/site";
import type { FormResult } from "@innovatehub/forms/engine";
import type { AgentApplicationArgs } from "@innovatehub/forms/agent";
import {
  SUBMIT_AGENT_APPLICATION_RPC,
  type AgentApplicationBackend,
  type BackendError,
} from "../../lib/backend/site-backend";

/** What a stored submit answers: a new application with its reference and upload token, or an earlier one's. */
export type ApplicationOutcome =
  { outcome: "received"; reference: string; uploadToken: string } | { outcome: "already_applied" };

/** Why a submit was refused; `reuseId` when it may have reached the database (a retry sends the same id). */
export type ApplicationFailure = { message: string; reuseId: boolean };

export type ApplicationResult = FormResult<ApplicationOutcome, ApplicationFailure>;

/** Console labels; never the applicant's details. */
const SUBMIT_LOG = { failed: "Agent application submit failed" } as const;
const RATE_LIMITED_CODE = "PT429";
/** A value the database's constraints refused (check, not-null, PT400). */
const REFUSED_VALUE_CODES = ["23514", "23502", "22P02", "22007", "PT400"];

function failureOf(
  error: BackendError,
  toasts: AgentApplicationCopy["toasts"],
): ApplicationFailure {
  if (error.code === RATE_LIMITED_CODE) {
    return { message: toasts.rateLimited, reuseId: false };
  }
  if (error.code !== null && error.code !== undefined && REFUSED_VALUE_CODES.includes(error.code)) {
    return { message: toasts.invalid, reuseId: false };
  }
  return { message: toasts.thrown, reuseId: true };
}

function outcomeOf(answer: unknown): ApplicationOutcome | null {
  if (typeof answer !== "object" || answer === null) {
    return null;
  }
  const outcome: unknown = Reflect.get(answer, "outcome");
  const reference: unknown = Reflect.get(answer, "reference");
  const uploadToken: unknown = Reflect.get(answer, "upload_token");
  if (outcome === "already_applied") {
    return { outcome };
  }
  return outcome === "received" && typeof reference === "string" && typeof uploadToken === "string"
    ? { outcome, reference, uploadToken }
    : null;
}

/**
 * Sends the application through `submit_agent_application` (the database checks every value, the limits and the
 * 30-day repeat rule). A repeat answers `already_applied`: the earlier application's link was mailed to its own
 * address, and nothing about it is shown here.
 */
export async function submitApplication(
  client: AgentApplicationBackend,
  args: AgentApplicationArgs,
  toasts: AgentApplicationCopy["toasts"],
): Promise<ApplicationResult> {
  const { data, error } = await client.rpc(SUBMIT_AGENT_APPLICATION_RPC, args);
  if (error !== null) {
    console.error(SUBMIT_LOG.failed, { code: error.code ?? null });
    return { ok: false, failure: failureOf(error, toasts) };
  }
  const outcome = outcomeOf(data);
  if (outcome === null) {
    // The honeypot's silent answer, or an answer this page does not know.
    return { ok: false, failure: { message: toasts.thrown, reuseId: false } };
  }
  return { ok: true, data: outcome };
}
