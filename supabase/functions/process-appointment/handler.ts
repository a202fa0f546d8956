import { corsHeaders } from "../_shared/cors.ts";
import { errorKind, type Logger } from "../_shared/logger.ts";
import type { Mailer } from "../_shared/mailer.ts";
import type { AppointmentStore } from "./appointment.ts";
import { teamNotice, visitorConfirmation } from "./messages.ts";

export interface HandlerDependencies {
  store: AppointmentStore;
  mailer: Mailer;
  logger: Logger;
  teamAddress: string;
  /** Origins allowed to call from a browser; empty allows any (local development). */
  allowedOrigins: readonly string[];
  now?: () => Date;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY_BYTES = 1024;

const HTTP_OK = 200;
const HTTP_NO_CONTENT = 204;
const HTTP_BAD_REQUEST = 400;
const HTTP_METHOD_NOT_ALLOWED = 405;
const HTTP_INTERNAL_ERROR = 500;
const HTTP_BAD_GATEWAY = 502;

/** Every successful answer is the same, so a caller cannot probe which ids exist or were processed. */
export const ACCEPTED_BODY = { ok: true } as const;

export interface ErrorBody {
  error: { status: number; message: string };
}

function json(body: unknown, status: number, cors: Headers): Response {
  const headers = new Headers(cors);
  headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify(body), { status, headers });
}

function failure(status: number, message: string, cors: Headers): Response {
  const body: ErrorBody = { error: { status, message } };
  return json(body, status, cors);
}

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
 * process-appointment: claims a new booking once and sends the visitor a confirmation and the team a notice
 * with a calendar invite. Any id may be sent; only a real, unclaimed booking causes mail.
 */
export function createHandler(deps: HandlerDependencies): (request: Request) => Promise<Response> {
  const now = deps.now ?? (() => new Date());

  return async (request) => {
    const cors = corsHeaders(request.headers.get("Origin"), deps.allowedOrigins);
    if (request.method === "OPTIONS") {
      return new Response(null, { status: HTTP_NO_CONTENT, headers: cors });
    }
    if (request.method !== "POST") {
      return failure(HTTP_METHOD_NOT_ALLOWED, "Use POST with a JSON body { appointmentId }.", cors);
    }

    const appointmentId = await readAppointmentId(request);
    if (appointmentId === null) {
      deps.logger.info("process-appointment.rejected", { reason: "invalid_body" });
      return failure(
        HTTP_BAD_REQUEST,
        "The body must be JSON { appointmentId } with a UUID.",
        cors,
      );
    }

    let appointment;
    try {
      appointment = await deps.store.claim(appointmentId);
    } catch (error) {
      deps.logger.error("process-appointment.claim_failed", {
        appointmentId,
        error: errorKind(error),
      });
      return failure(HTTP_INTERNAL_ERROR, "The appointment could not be processed.", cors);
    }
    if (appointment === null) {
      deps.logger.info("process-appointment.skipped", { appointmentId });
      return json(ACCEPTED_BODY, HTTP_OK, cors);
    }

    try {
      await deps.mailer.send(visitorConfirmation(appointment, deps.teamAddress));
      await deps.mailer.send(teamNotice(appointment, deps.teamAddress, now()));
    } catch (error) {
      deps.logger.error("process-appointment.mail_failed", {
        appointmentId,
        error: errorKind(error),
      });
      try {
        await deps.store.release(appointmentId);
      } catch (releaseError) {
        deps.logger.error("process-appointment.release_failed", {
          appointmentId,
          error: errorKind(releaseError),
        });
      }
      return failure(
        HTTP_BAD_GATEWAY,
        "The notifications could not be sent. Please try again later.",
        cors,
      );
    }

    deps.logger.info("process-appointment.processed", { appointmentId });
    return json(ACCEPTED_BODY, HTTP_OK, cors);
  };
}
