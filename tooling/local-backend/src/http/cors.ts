import type { IncomingMessage } from "node:http";
import { header } from "./request.ts";
import type { HttpResult } from "./result.ts";
import { HTTP_STATUS } from "./status.ts";

const CORS_MAX_AGE_SECONDS = 86_400;
const CORS_ALLOWED_HEADERS =
  "authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, accept, " +
  "accept-language, range, x-supabase-api-version";

/** The CORS headers of an answer the backend makes itself (a function answers with its own). */
export function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": header(request, "origin") ?? "*",
    "Access-Control-Expose-Headers":
      "Content-Range, Content-Location, Location, Preference-Applied",
    Vary: "Origin",
  };
}

/** The answer to a CORS preflight (`OPTIONS`). */
export function preflight(request: IncomingMessage): HttpResult {
  return {
    status: HTTP_STATUS.noContent,
    headers: {
      "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS",
      "Access-Control-Allow-Headers":
        header(request, "access-control-request-headers") ?? CORS_ALLOWED_HEADERS,
      "Access-Control-Max-Age": String(CORS_MAX_AGE_SECONDS),
    },
    body: null,
  };
}
