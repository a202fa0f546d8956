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
  json,
} from "../_shared/http.ts";
import { runMailWorker, type WorkerDependencies } from "../_shared/mail/worker.ts";

export { ACCEPTED_BODY, type ErrorBody } from "../_shared/http.ts";

export interface HandlerDependencies {
  worker: WorkerDependencies;
  /** Origins allowed to call from a browser; empty allows any (local development). */
  allowedOrigins: readonly string[];
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY_BYTES = 1024;

/** Reads `{ appointmentId }` from an untrusted body; null when it is not exactly that shape. */
async function readAppointmentId(request: Request): Promise<string | null> {
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
  const appointmentId: unknown = Reflect.get(body, "appointmentId");
  return typeof appointmentId === "string" && UUID_PATTERN.test(appointmentId)
    ? appointmentId.toLowerCase()
    : null;
}

/**
 * process-appointment, the browser's fast path right after a booking: runs the mail worker for that booking's
 * queued e-mails now instead of waiting for the schedule. Any id may be sent; only e-mails already owed are sent,
 * each at most once. A failure here loses nothing: the schedule retries.
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

    const appointmentId = await readAppointmentId(request);
    if (appointmentId === null) {
      logger.info("process-appointment.rejected", { reason: "invalid_body" });
      return failure(
        HTTP_BAD_REQUEST,
        "The body must be JSON { appointmentId } with a UUID.",
        cors,
      );
    }

    let run;
    try {
      run = await runMailWorker(deps.worker, appointmentId);
    } catch (error) {
      logger.error("process-appointment.failed", { appointmentId, error: errorKind(error) });
      return failure(HTTP_INTERNAL_ERROR, "The appointment could not be processed.", cors);
    }
    logger.info("process-appointment.processed", { appointmentId, ...run });
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
