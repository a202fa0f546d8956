import type { IncomingMessage } from "node:http";
import { JwtError, requestToken, verifyToken } from "../verify-jwt.ts";
import type { HttpResult } from "../http/result.ts";
import { jsonResult } from "../http/result.ts";
import type { FunctionRunner } from "./runner.ts";
import { HTTP_STATUS } from "../http/status.ts";
import { clientAddressHeaders } from "../client-address.ts";

/** Request headers not forwarded to the function (hop-by-hop, or recomputed by fetch). */
const DROPPED_HEADERS = new Set([
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "keep-alive",
]);
/** Response headers not copied back (the server sets its own framing). */
const DROPPED_RESPONSE_HEADERS = new Set([
  "content-length",
  "transfer-encoding",
  "connection",
  "content-encoding",
]);

export interface FunctionCall {
  request: IncomingMessage;
  body: Buffer;
  /** The path after /functions/v1/<name>, with its query string. */
  rest: string;
  verifyJwt: boolean;
  jwtSecret: Uint8Array;
}

/**
 * /functions/v1/<name>: forwards the request to the function's Deno process, as Supabase's gateway does.
 * With verify_jwt on, a valid JWT is required first (preflights always pass, as on Supabase).
 */
export async function proxyToFunction(
  name: string,
  runner: FunctionRunner,
  call: FunctionCall,
): Promise<HttpResult> {
  const method = call.request.method ?? "GET";
  if (call.verifyJwt && method !== "OPTIONS") {
    const authorization = call.request.headers.authorization;
    try {
      await verifyToken(
        authorization === undefined ? null : requestToken({ authorization }),
        call.jwtSecret,
      );
    } catch (error) {
      if (error instanceof JwtError) {
        return jsonResult(HTTP_STATUS.unauthorized, {
          code: HTTP_STATUS.unauthorized,
          message: `Invalid JWT: ${error.message}`,
        });
      }
      throw error;
    }
  }

  let port: number;
  try {
    port = await runner.port();
  } catch (error) {
    console.error(`[local-backend] function ${name} failed to start:`, error);
    return jsonResult(HTTP_STATUS.badGateway, {
      code: "BOOT_ERROR",
      message: `Function ${name} failed to start`,
    });
  }

  const headers = new Headers();
  for (const [key, value] of Object.entries(call.request.headers)) {
    if (value !== undefined && !DROPPED_HEADERS.has(key)) {
      headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    }
  }
  for (const [key, value] of Object.entries(clientAddressHeaders(call.request))) {
    headers.set(key, value);
  }
  const hasBody = method !== "GET" && method !== "HEAD" && call.body.length > 0;
  const response = await fetch(`http://127.0.0.1:${port}/${name}${call.rest}`, {
    method,
    headers,
    body: hasBody ? new Uint8Array(call.body) : undefined,
  });
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (!DROPPED_RESPONSE_HEADERS.has(key)) {
      responseHeaders[key] = value;
    }
  });
  const text = await response.text();
  return { status: response.status, headers: responseHeaders, body: text === "" ? null : text };
}
