import type { PGlite } from "@electric-sql/pglite";
import type { IncomingMessage } from "node:http";
import { clientAddressHeaders } from "../client-address.ts";
import { header } from "../http/request.ts";
import type { HttpResult } from "../http/result.ts";
import { HTTP_STATUS } from "../http/status.ts";
import { JwtError, requestToken, verifyToken } from "../verify-jwt.ts";
import { httpError, notServed } from "./errors.ts";
import { handleInsert } from "./insert.ts";
import { handleRpc } from "./rpc.ts";
import { handleSelect } from "./select.ts";
import type { RequestContext } from "./transaction.ts";

export interface RestRequest {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
}

/** Only the public schema is exposed, as in the Supabase project. */
function checkProfile(request: IncomingMessage): void {
  const profile = header(request, "content-profile") ?? header(request, "accept-profile");
  if (profile !== undefined && profile !== "public") {
    throw httpError(
      HTTP_STATUS.notAcceptable,
      "PGRST106",
      "The schema must be one of the following: public",
    );
  }
}

/** The headers SQL sees as request.headers: never the credentials; the client's address as the platform sets it. */
export function plainHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined && key !== "authorization" && key !== "apikey") {
      headers[key] = Array.isArray(value) ? value.join(", ") : value;
    }
  }
  return { ...headers, ...clientAddressHeaders(request) };
}

/** The schema is checked, then the JWT: who the request runs as, with the headers SQL may read. */
async function requestContext(
  request: IncomingMessage,
  url: URL,
  jwtSecret: Uint8Array,
): Promise<RequestContext> {
  checkProfile(request);
  const path = url.pathname;
  let identity;
  try {
    identity = await verifyToken(requestToken(request.headers, url.searchParams), jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) {
      throw httpError(HTTP_STATUS.unauthorized, "PGRST301", error.message, error.hint);
    }
    throw error;
  }
  return { identity, method: request.method ?? "GET", path, headers: plainHeaders(request) };
}

/**
 * Everything under /rest/v1: `POST /rpc/<name>` with named arguments, `GET /<table>` reads and `POST /<table>`
 * inserts. What is not served answers 501 with the method and path.
 */
export async function handleRest(
  db: PGlite,
  jwtSecret: Uint8Array,
  { request, url, body }: RestRequest,
): Promise<HttpResult> {
  const method = request.method ?? "GET";
  const path = url.pathname;

  const rpcMatch = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(path);
  if (rpcMatch?.[1] !== undefined) {
    if (method !== "POST") {
      throw notServed(`${method} on /rest/v1/rpc (only POST with named arguments)`);
    }
    return handleRpc(db, {
      name: decodeURIComponent(rpcMatch[1]),
      body: body.toString("utf8"),
      contentType: header(request, "content-type"),
      accept: header(request, "accept"),
      context: await requestContext(request, url, jwtSecret),
    });
  }

  const tableMatch = /^\/rest\/v1\/([^/]+)$/.exec(path);
  if (tableMatch?.[1] === undefined) {
    throw notServed(`${method} ${path}`);
  }
  const table = decodeURIComponent(tableMatch[1]);
  if (method === "GET") {
    return handleSelect(db, {
      table,
      query: url.searchParams,
      accept: header(request, "accept"),
      context: await requestContext(request, url, jwtSecret),
    });
  }
  if (method !== "POST") {
    throw notServed(`${method} on /rest/v1/<table> (only POST inserts and GET reads)`);
  }
  const unsupported = [...url.searchParams.keys()].filter(
    (key) => key !== "columns" && key !== "select",
  );
  if (unsupported.length > 0) {
    throw notServed(`query parameters ${unsupported.join(", ")} (only columns and select)`);
  }
  return handleInsert(db, {
    table,
    query: url.searchParams,
    body: body.toString("utf8"),
    prefer: header(request, "prefer"),
    accept: header(request, "accept"),
    context: await requestContext(request, url, jwtSecret),
  });
}
