import { corsHeaders } from "./cors.ts";

export const HTTP_OK = 200;
export const HTTP_NO_CONTENT = 204;
export const HTTP_BAD_REQUEST = 400;
export const HTTP_UNAUTHORIZED = 401;
export const HTTP_FORBIDDEN = 403;
export const HTTP_METHOD_NOT_ALLOWED = 405;
export const HTTP_UNPROCESSABLE = 422;
export const HTTP_INTERNAL_ERROR = 500;
export const HTTP_BAD_GATEWAY = 502;
export const HTTP_SERVICE_UNAVAILABLE = 503;

/** Every successful answer is the same, so a caller cannot probe which ids exist or were processed. */
export const ACCEPTED_BODY = { ok: true } as const;

export interface ErrorBody {
  error: { status: number; message: string };
}

export function json(body: unknown, status: number, cors: Headers): Response {
  const headers = new Headers(cors);
  headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify(body), { status, headers });
}

export function failure(status: number, message: string, cors: Headers): Response {
  const body: ErrorBody = { error: { status, message } };
  return json(body, status, cors);
}

/**
 * The common front door of a browser-callable function: CORS headers, the preflight, and a 403 for a browser
 * on an origin outside ALLOWED_ORIGINS (when set). Returns a finished response, or the CORS headers to use.
 */
export function frontDoor(
  request: Request,
  allowedOrigins: readonly string[],
): { response: Response } | { cors: Headers } {
  const origin = request.headers.get("Origin");
  const cors = corsHeaders(origin, allowedOrigins);
  if (allowedOrigins.length > 0 && origin !== null && !allowedOrigins.includes(origin)) {
    return {
      response: failure(HTTP_FORBIDDEN, "This origin may not call this function.", cors),
    };
  }
  if (request.method === "OPTIONS") {
    return {
      response: new Response(null, { status: HTTP_NO_CONTENT, headers: cors }),
    };
  }
  return { cors };
}
