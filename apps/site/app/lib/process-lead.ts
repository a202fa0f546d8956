import {
  PROCESS_APPOINTMENT_FUNCTION,
  type LeadFunctions,
  type ProcessedLead,
  type ProcessLeadBody,
} from "./backend/site-backend";

/** "captcha-refused": the CAPTCHA check failed or was unavailable; the visitor solves it again and resends. */
export type LeadProcessing = "ok" | "failed" | "captcha-refused";

/** process-appointment's answers when the token was refused, and when the provider could not check it. */
const HTTP_CAPTCHA_REJECTED = 422;
const HTTP_CAPTCHA_UNAVAILABLE = 503;
const CAPTCHA_REFUSED_STATUSES = [HTTP_CAPTCHA_REJECTED, HTTP_CAPTCHA_UNAVAILABLE];

/** supabase-js puts the function's Response on `error.context` for an HTTP error. */
function responseStatus(error: unknown): number | null {
  const context: unknown =
    typeof error === "object" && error !== null ? Reflect.get(error, "context") : null;
  return context instanceof Response ? context.status : null;
}

/**
 * Invokes process-appointment for a stored lead or agent application. Without CAPTCHA (`captcha` undefined) a failure only matters
 * to the logs, as before. With CAPTCHA on, the lead's e-mails wait until its token passes, so a refusal is
 * reported for the visitor to retry.
 */
export async function processLead(
  client: LeadFunctions,
  lead: ProcessedLead,
  captcha?: { token: string | null },
): Promise<LeadProcessing> {
  const token = captcha?.token ?? null;
  const body: ProcessLeadBody = token === null ? lead : { ...lead, captchaToken: token };
  try {
    const { error } = await client.functions.invoke(PROCESS_APPOINTMENT_FUNCTION, { body });
    if (!error) {
      return "ok";
    }
    const status = responseStatus(error);
    return captcha !== undefined && status !== null && CAPTCHA_REFUSED_STATUSES.includes(status)
      ? "captcha-refused"
      : "failed";
  } catch {
    return "failed";
  }
}
