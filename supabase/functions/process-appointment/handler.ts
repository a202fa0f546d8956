import { AGENT_APPLICATION_ID_PREFIX, INQUIRY_ID_PREFIX } from "../_shared/domain/index.ts";
import { errorKind } from "../_shared/logger.ts";
import {
  ACCEPTED_BODY,
  failure,
  frontDoor,
  HTTP_BAD_GATEWAY,
  HTTP_BAD_REQUEST,
  HTTP_INTERNAL_ERROR,
  HTTP_METHOD_NOT_ALLOWED,
  HTTP_OK,
  HTTP_SERVICE_UNAVAILABLE,
  HTTP_UNPROCESSABLE,
  json,
} from "../_shared/http.ts";
import { runMailWorker, type WorkerDependencies } from "../_shared/mail/worker.ts";
import type { Lead } from "../_shared/mail/job.ts";
import { type CaptchaVerifier, MAX_CAPTCHA_TOKEN_LENGTH } from "../_shared/captcha/verifier.ts";

export { ACCEPTED_BODY, type ErrorBody } from "../_shared/http.ts";

export interface HandlerDependencies {
  worker: WorkerDependencies;
  /** Origins allowed to call from a browser; empty allows any (local development). */
  allowedOrigins: readonly string[];
  /** The CAPTCHA check when CAPTCHA is on (CAPTCHA_SECRET_KEY set); null when it is off. */
  captcha: CaptchaVerifier | null;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const APPOINTMENT_ID_PATTERN = new RegExp(`^${UUID}$`, "i");
const INQUIRY_ID_PATTERN = new RegExp(`^${INQUIRY_ID_PREFIX}${UUID}$`, "i");
const AGENT_APPLICATION_ID_PATTERN = new RegExp(`^${AGENT_APPLICATION_ID_PREFIX}${UUID}$`, "i");
/** Room for an id and a CAPTCHA token. */
const MAX_BODY_BYTES = 4096;
const BAD_BODY_MESSAGE =
  "The body must be JSON { appointmentId } with a UUID, { inquiryId } with an inquiry id, or { agentApplicationId }" +
  " with an application id.";

/** Each lead's body key, with the shape of its id. */
const LEAD_KEYS = [
  { key: "appointmentId", kind: "appointment", pattern: APPOINTMENT_ID_PATTERN },
  { key: "inquiryId", kind: "inquiry", pattern: INQUIRY_ID_PATTERN },
  { key: "agentApplicationId", kind: "agent_application", pattern: AGENT_APPLICATION_ID_PATTERN },
] as const satisfies ReadonlyArray<{ key: string; kind: Lead["kind"]; pattern: RegExp }>;

interface ProcessRequest {
  lead: Lead;
  captchaToken: string | null;
}

/** Exactly one of the lead keys, with an id of its shape. */
function readLead(body: object): Lead | null {
  const given = LEAD_KEYS.filter(({ key }) => Reflect.get(body, key) !== undefined);
  const only = given.length === 1 ? given[0] : undefined;
  if (only === undefined) {
    return null;
  }
  const id: unknown = Reflect.get(body, only.key);
  return typeof id === "string" && only.pattern.test(id)
    ? { kind: only.kind, id: id.toLowerCase() }
    : null;
}

/**
 * Reads `{ appointmentId } | { inquiryId } | { agentApplicationId }` with an optional `captchaToken` from an
 * untrusted body.
 */
async function readProcessRequest(request: Request): Promise<ProcessRequest | null> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    return null;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (_error) {
    return null;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return null;
  }
  const lead = readLead(body);
  const captchaToken: unknown = Reflect.get(body, "captchaToken");
  if (lead === null || (captchaToken !== undefined && typeof captchaToken !== "string")) {
    return null;
  }
  return {
    lead,
    captchaToken:
      typeof captchaToken === "string" && captchaToken.length <= MAX_CAPTCHA_TOKEN_LENGTH
        ? captchaToken
        : null,
  };
}

/**
 * With CAPTCHA on, a new lead's e-mails wait in the database ("held") until its visitor's token passes here;
 * a bot that only inserts through the API never gets them sent. Returns a refusal, or null once released.
 */
async function verifyAndRelease(
  deps: HandlerDependencies,
  captcha: CaptchaVerifier,
  { lead, captchaToken }: ProcessRequest,
  cors: Headers,
): Promise<Response | null> {
  const logger = deps.worker.logger;
  const outcome = captchaToken === null ? "rejected" : await captcha.verify(captchaToken);
  if (outcome !== "verified") {
    logger.info("process-appointment.captcha", { leadId: lead.id, outcome });
    return outcome === "rejected"
      ? failure(HTTP_UNPROCESSABLE, "The CAPTCHA check failed. Solve it again and resend.", cors)
      : failure(
          HTTP_SERVICE_UNAVAILABLE,
          "The CAPTCHA check is unavailable. Please try again later.",
          cors,
        );
  }
  try {
    await deps.worker.store.release(lead);
  } catch (error) {
    logger.error("process-appointment.failed", {
      leadId: lead.id,
      error: errorKind(error),
    });
    return failure(HTTP_INTERNAL_ERROR, "The appointment could not be processed.", cors);
  }
  return null;
}

/**
 * process-appointment, the browser's fast path right after a booking (or, with CAPTCHA on, an inquiry or an agent
 * application): runs the mail worker now instead of waiting for the schedule. Any id may be sent; only e-mails
 * already owed are sent, each at most once. A mail failure here loses nothing: the schedule retries.
 */
export function createHandler(deps: HandlerDependencies): (request: Request) => Promise<Response> {
  const logger = deps.worker.logger;
  return async (request) => {
    const door = frontDoor(request, deps.allowedOrigins);
    if ("response" in door) {
      return door.response;
    }
    const { cors } = door;
    if (request.method !== "POST") {
      return failure(HTTP_METHOD_NOT_ALLOWED, "Use POST with a JSON body { appointmentId }.", cors);
    }

    const processRequest = await readProcessRequest(request);
    if (processRequest === null) {
      logger.info("process-appointment.rejected", { reason: "invalid_body" });
      return failure(HTTP_BAD_REQUEST, BAD_BODY_MESSAGE, cors);
    }
    if (deps.captcha !== null) {
      const refusal = await verifyAndRelease(deps, deps.captcha, processRequest, cors);
      if (refusal !== null) {
        return refusal;
      }
    }

    const { lead } = processRequest;
    let run;
    try {
      // Only a booking's jobs are claimed by id: otherwise this runs the worker over everything due, as the
      // schedule does.
      run = await runMailWorker(deps.worker, lead.kind === "appointment" ? lead.id : undefined);
    } catch (error) {
      logger.error("process-appointment.failed", {
        leadId: lead.id,
        error: errorKind(error),
      });
      return failure(HTTP_INTERNAL_ERROR, "The appointment could not be processed.", cors);
    }
    logger.info("process-appointment.processed", { leadId: lead.id, ...run });
    if (run.retrying + run.dead > 0) {
      return failure(
        HTTP_BAD_GATEWAY,
        "The notifications could not be sent. Please try again later.",
        cors,
      );
    }
    return json(ACCEPTED_BODY, HTTP_OK, cors);
  };
}
