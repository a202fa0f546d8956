import type { PGlite } from "@electric-sql/pglite";
import { readVerifyJwt } from "./functions/config.ts";
import { proxyToFunction } from "./functions/proxy.ts";
import type { FunctionRunners } from "./functions/runners.ts";
import type { WrongCodeLimiter } from "./gotrue/mfa.ts";
import type { WrongPasswordLimiter } from "./gotrue/passwords.ts";
import { handleAuth } from "./gotrue/routes.ts";
import { preflight } from "./http/cors.ts";
import type { Route } from "./http/handler.ts";
import { jsonResult } from "./http/result.ts";
import { HTTP_STATUS } from "./http/status.ts";
import { notServed } from "./postgrest/errors.ts";
import { handleRest } from "./postgrest/routes.ts";
import { handleStorage, type StorageContext } from "./storage/routes.ts";

export interface RouterContext {
  db: PGlite;
  jwtSecret: Uint8Array;
  supabaseDir: string;
  functions: FunctionRunners;
  wrongCodes: WrongCodeLimiter;
  wrongPasswords: WrongPasswordLimiter;
  /** The backend's own URL, known once it listens. */
  baseUrl: () => string;
  storage: StorageContext;
}

const FUNCTION_PATH = /^\/functions\/v1\/([^/]+)(\/.*)?$/;

/**
 * Which service answers a request, as Supabase's gateway decides: `/functions/v1/*` (functions answer their own
 * preflights), CORS preflights, `/auth/v1/*`, `/rest/v1/*`, `/storage/v1/*`, and the health check.
 */
export function createRouter(context: RouterContext): Route {
  const { db, jwtSecret, supabaseDir, functions, wrongCodes, wrongPasswords, baseUrl, storage } = context;
  return async (request, url, body) => {
    const method = request.method ?? "GET";
    const path = url.pathname;

    const functionMatch = FUNCTION_PATH.exec(path);
    if (functionMatch?.[1] !== undefined) {
      const name = functionMatch[1];
      if (!functions.exists(name)) {
        return jsonResult(HTTP_STATUS.notFound, {
          code: "NOT_FOUND",
          message: "Requested function was not found",
        });
      }
      return proxyToFunction(name, functions.runnerFor(name), {
        request,
        body,
        rest: `${functionMatch[2] ?? ""}${url.search}`,
        verifyJwt: readVerifyJwt(supabaseDir, name),
        jwtSecret,
      });
    }

    if (method === "OPTIONS") {
      return preflight(request);
    }

    if (path.startsWith("/auth/v1/")) {
      return handleAuth(
        { db, jwtSecret, issuer: `${baseUrl()}/auth/v1`, wrongCodes, wrongPasswords },
        {
          method,
          path: path.slice("/auth/v1".length),
          query: url.searchParams,
          headers: request.headers,
          body,
          clientIp: request.socket.remoteAddress ?? "127.0.0.1",
        },
      );
    }

    if (path.startsWith("/rest/v1/")) {
      return handleRest(db, jwtSecret, { request, url, body });
    }

    if (path.startsWith("/storage/v1/")) {
      return handleStorage(storage, request, url, body);
    }

    if (path === "/" || path === "/health") {
      return jsonResult(HTTP_STATUS.ok, { status: "ok", service: "innovatehub-local-backend" });
    }
    throw notServed(`${method} ${path}`);
  };
}
