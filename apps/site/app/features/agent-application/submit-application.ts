import type { AgentApplicationCopy } from "@innovatehub/content/site";
import type { FormResult } from "@innovatehub/forms/engine";
import type { AgentApplicationArgs } from "@innovatehub/forms/agent";
import {
  SUBMIT_AGENT_APPLICATION_RPC,
  type AgentApplicationBackend,
  type BackendError,
} from "../../lib/backend/site-backend";
import { processLead } from "../../lib/process-lead";

/** What a stored submit answers: a new application with its reference and upload token, or an earlier one's. */
export type ApplicationOutcome =
  { outcome: "received"; reference: string; uploadToken: string } | { outcome: "already_applied" };

/** Why a submit was refused; `reuseId` when it may have reached the database (a retry sends the same id). */
export type ApplicationFailure = { message: string; reuseId: boolean };

export type ApplicationResult = FormResult<ApplicationOutcome, ApplicationFailure>;

/** Console labels; never the applicant's details. */
const SUBMIT_LOG = {
  failed: "Agent application submit failed",
  captchaRefused: "process-appointment refused the CAPTCHA token; the application waits for a new one",
} as const;
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
 * address, and nothing about it is shown here. With CAPTCHA on (`captcha` given) a new application waits until
 * process-appointment accepts the token, as a booking does (docs/decisions.md D80): a refused token fails the
 * submit, and the retry sends the same id (answered as the first submit) with a new token. Its documents are sent
 * only after that, since the database takes none for an application still waiting.
 */
export async function submitApplication(
  client: AgentApplicationBackend,
  args: AgentApplicationArgs,
  toasts: AgentApplicationCopy["toasts"],
  captcha?: { token: string | null },
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
  if (outcome.outcome === "received" && captcha !== undefined) {
    const processing = await processLead(client, { agentApplicationId: args.p_id }, captcha);
    if (processing === "captcha-refused") {
      console.error(SUBMIT_LOG.captchaRefused);
      return { ok: false, failure: { message: toasts.captchaRefused, reuseId: true } };
    }
  }
  return { ok: true, data: outcome };
}
