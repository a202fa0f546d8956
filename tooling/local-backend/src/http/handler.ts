import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpError } from "../postgrest/errors.ts";
import { corsHeaders } from "./cors.ts";
import { bodyLimitFor, readBody } from "./request.ts";
import { jsonResult, type HttpResult } from "./result.ts";
import { HTTP_STATUS } from "./status.ts";

/** Answers one request: the body read, the path and query parsed. */
export type Route = (request: IncomingMessage, url: URL, body: Buffer) => Promise<HttpResult>;

/**
 * The node:http handler around a route: reads the body, turns a thrown `HttpError` into its answer and anything
 * else into a 500 (logged), adds CORS to answers that have none, and logs one line per request when asked.
 */
export function httpHandler(route: Route, logRequests: boolean) {
  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = Date.now();
    const url = new URL(request.url ?? "/", "http://localhost");
    let result: HttpResult;
    try {
      result = await route(request, url, await readBody(request, bodyLimitFor(url.pathname)));
    } catch (error) {
      if (error instanceof HttpError) {
        result = jsonResult(error.status, error.body);
      } else {
        console.error("[local-backend] unexpected error:", error);
        result = jsonResult(HTTP_STATUS.internal, {
          code: "LOCAL500",
          message: "Internal error in the local backend",
          details: null,
          hint: null,
        });
      }
    }
    // A function answers with its own CORS headers; the backend adds them only to answers it makes itself.
    const hasOwnCors = Object.keys(result.headers).some(
      (name) => name.toLowerCase() === "access-control-allow-origin",
    );
    response.writeHead(result.status, {
      ...(hasOwnCors ? {} : corsHeaders(request)),
      ...result.headers,
    });
    response.end(result.body ?? undefined);
    if (logRequests) {
      console.info(
        `[local-backend] ${request.method} ${url.pathname} ${result.status} ${Date.now() - started}ms`,
      );
    }
  };
}
