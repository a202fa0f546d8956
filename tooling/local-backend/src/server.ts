import type { PGlite } from "@electric-sql/pglite";
import { mkdirSync, readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { AuthError, requestToken, verifyToken } from "./auth.ts";
import { clientAddressHeaders } from "./client-address.ts";
import { lockDataDir } from "./data-lock.ts";
import { openDatabase } from "./database.ts";
import { readVerifyJwt } from "./functions/config.ts";
import { proxyToFunction } from "./functions/proxy.ts";
import { FunctionRunner } from "./functions/runner.ts";
import { WrongCodeLimiter } from "./gotrue/mfa.ts";
import { WrongPasswordLimiter } from "./gotrue/passwords.ts";
import { handleAuth } from "./gotrue/routes.ts";
import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_DEFAULT_PORT,
  LOCAL_BACKEND_HOST,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
} from "./local-keys.ts";
import { DEFAULT_DATA_DIR, DEFAULT_OUTBOX_DIR, SNAPSHOT_CACHE_DIR, SUPABASE_DIR } from "./paths.ts";
import { HttpError, httpError } from "./postgrest/errors.ts";
import { handleInsert } from "./postgrest/insert.ts";
import { jsonResult, type HttpResult } from "./postgrest/response.ts";
import { handleRpc } from "./postgrest/rpc.ts";
import { handleSelect } from "./postgrest/select.ts";
import type { RequestContext } from "./postgrest/transaction.ts";
import { setFunctionsUrl, startSchedule, type ScheduleClock } from "./schedule.ts";

const MAX_BODY_BYTES = 1_048_576;
const STATUS_OK = 200;
const STATUS_NO_CONTENT = 204;
const STATUS_UNAUTHORIZED = 401;
const STATUS_NOT_FOUND = 404;
const STATUS_NOT_ACCEPTABLE = 406;
const STATUS_PAYLOAD_TOO_LARGE = 413;
const STATUS_INTERNAL = 500;
const STATUS_NOT_IMPLEMENTED = 501;
const CORS_MAX_AGE_SECONDS = 86_400;
const CORS_ALLOWED_HEADERS =
  "authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, accept, " +
  "accept-language, range, x-supabase-api-version";

export interface LocalBackendOptions {
  /** 0 picks a free port. Default: LOCAL_BACKEND_PORT or 54321. */
  port?: number;
  host?: string;
  /** Persistent database folder; `null` keeps the database in memory (fresh from the seed every start). */
  dataDir?: string | null;
  outboxDir?: string;
  supabaseDir?: string;
  cacheDir?: string;
  /** Log one line per request (default true). */
  logRequests?: boolean;
  /** Start every function's Deno process right away instead of on its first call (default false). */
  warmFunctions?: boolean;
  /** Check the cron jobs every this many ms and run those due, as pg_cron does (with their HTTP calls); off when absent. */
  scheduleIntervalMs?: number;
  /** The clock the schedule reads (default: the real one); tests fast-forward it instead of waiting for minutes. */
  scheduleClock?: ScheduleClock;
  /** Extra environment for the functions, over the pass-through variables (tests: RESEND_API_URL, ...). */
  functionEnv?: Readonly<Record<string, string>>;
}

export interface LocalBackend {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  outboxDir: string;
  /** Runs SQL as the database owner (bypasses RLS): for tests, benchmarks and tooling, never for the site. */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(httpError(STATUS_PAYLOAD_TOO_LARGE, "PGRST413", "Request body too large"));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": header(request, "origin") ?? "*",
    "Access-Control-Expose-Headers":
      "Content-Range, Content-Location, Location, Preference-Applied",
    Vary: "Origin",
  };
}

function preflight(request: IncomingMessage): HttpResult {
  return {
    status: STATUS_NO_CONTENT,
    headers: {
      "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS",
      "Access-Control-Allow-Headers":
        header(request, "access-control-request-headers") ?? CORS_ALLOWED_HEADERS,
      "Access-Control-Max-Age": String(CORS_MAX_AGE_SECONDS),
    },
    body: null,
  };
}

function notServed(what: string): HttpError {
  return httpError(
    STATUS_NOT_IMPLEMENTED,
    "LOCAL501",
    `Not served by the local backend: ${what}`,
    "See tooling/local-backend/README.md for the endpoints it serves.",
  );
}

/** Only the public schema is exposed, as in the Supabase project. */
function checkProfile(request: IncomingMessage): void {
  const profile = header(request, "content-profile") ?? header(request, "accept-profile");
  if (profile !== undefined && profile !== "public") {
    throw httpError(
      STATUS_NOT_ACCEPTABLE,
      "PGRST106",
      "The schema must be one of the following: public",
    );
  }
}

function plainHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined && key !== "authorization" && key !== "apikey") {
      headers[key] = Array.isArray(value) ? value.join(", ") : value;
    }
  }
  return { ...headers, ...clientAddressHeaders(request) };
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const supabaseDir = options.supabaseDir ?? SUPABASE_DIR;
  const functionsDir = join(supabaseDir, "functions");
  const outboxDir = options.outboxDir ?? DEFAULT_OUTBOX_DIR;
  const host = options.host ?? LOCAL_BACKEND_HOST;
  const requestedPort =
    options.port ?? Number(process.env.LOCAL_BACKEND_PORT ?? LOCAL_BACKEND_DEFAULT_PORT);
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : (options.dataDir ?? undefined);
  const logRequests = options.logRequests ?? true;
  const jwtSecret = new TextEncoder().encode(LOCAL_JWT_SECRET);
  mkdirSync(outboxDir, { recursive: true });

  const unlock = dataDir === undefined ? () => undefined : lockDataDir(dataDir);
  let db: PGlite;
  try {
    ({ db } = await openDatabase({
      supabaseDir,
      cacheDir: options.cacheDir ?? SNAPSHOT_CACHE_DIR,
      dataDir,
    }));
  } catch (error) {
    unlock();
    throw error;
  }
  const runners = new Map<string, FunctionRunner>();
  const wrongCodes = new WrongCodeLimiter();
  const wrongPasswords = new WrongPasswordLimiter();
  let baseUrl = "";

  function runnerFor(name: string): FunctionRunner {
    let runner = runners.get(name);
    if (runner === undefined) {
      runner = new FunctionRunner(name, functionsDir, {
        supabaseUrl: baseUrl,
        anonKey: LOCAL_ANON_KEY,
        serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
        outboxDir,
        extra: options.functionEnv ?? {},
      });
      runners.set(name, runner);
    }
    return runner;
  }

  async function restContext(request: IncomingMessage, path: string): Promise<RequestContext> {
    let identity;
    try {
      identity = await verifyToken(requestToken(request.headers), jwtSecret);
    } catch (error) {
      if (error instanceof AuthError) {
        throw httpError(STATUS_UNAUTHORIZED, "PGRST301", error.message, error.hint);
      }
      throw error;
    }
    return { identity, method: request.method ?? "GET", path, headers: plainHeaders(request) };
  }

  async function route(
    request: IncomingMessage,
    url: URL,
    body: Buffer,
    database: PGlite,
  ): Promise<HttpResult> {
    const method = request.method ?? "GET";
    const path = url.pathname;

    const functionMatch = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(path);
    if (functionMatch?.[1] !== undefined) {
      const name = functionMatch[1];
      if (!FunctionRunner.exists(functionsDir, name)) {
        return jsonResult(STATUS_NOT_FOUND, {
          code: "NOT_FOUND",
          message: "Requested function was not found",
        });
      }
      return proxyToFunction(name, runnerFor(name), {
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
        { db: database, jwtSecret, issuer: `${baseUrl}/auth/v1`, wrongCodes, wrongPasswords },
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

    const rpcMatch = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(path);
    if (rpcMatch?.[1] !== undefined) {
      if (method !== "POST") {
        throw notServed(`${method} on /rest/v1/rpc (only POST with named arguments)`);
      }
      checkProfile(request);
      const context = await restContext(request, path);
      return handleRpc(database, {
        name: decodeURIComponent(rpcMatch[1]),
        body: body.toString("utf8"),
        accept: header(request, "accept"),
        context,
      });
    }

    const tableMatch = /^\/rest\/v1\/([^/]+)$/.exec(path);
    if (tableMatch?.[1] !== undefined) {
      if (method === "GET") {
        checkProfile(request);
        const context = await restContext(request, path);
        return handleSelect(database, {
          table: decodeURIComponent(tableMatch[1]),
          query: url.searchParams,
          accept: header(request, "accept"),
          context,
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
      checkProfile(request);
      const context = await restContext(request, path);
      return handleInsert(database, {
        table: decodeURIComponent(tableMatch[1]),
        query: url.searchParams,
        body: body.toString("utf8"),
        prefer: header(request, "prefer"),
        accept: header(request, "accept"),
        context,
      });
    }

    if (path === "/" || path === "/health") {
      return jsonResult(STATUS_OK, { status: "ok", service: "innovatehub-local-backend" });
    }
    throw notServed(`${method} ${path}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = Date.now();
    const url = new URL(request.url ?? "/", "http://localhost");
    let result: HttpResult;
    try {
      const body = await readBody(request);
      result = await route(request, url, body, db);
    } catch (error) {
      if (error instanceof HttpError) {
        result = jsonResult(error.status, error.body);
      } else {
        console.error("[local-backend] unexpected error:", error);
        result = jsonResult(STATUS_INTERNAL, {
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
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(requestedPort, host, () => resolve());
    });
  } catch (error) {
    await db.close();
    unlock();
    throw error;
  }
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : requestedPort;
  baseUrl = `http://${host}:${port}`;
  await setFunctionsUrl(db, `${baseUrl}/functions/v1`);
  const stopSchedule =
    options.scheduleIntervalMs === undefined
      ? () => Promise.resolve()
      : startSchedule(db, options.scheduleIntervalMs, options.scheduleClock);

  if (options.warmFunctions === true) {
    for (const entry of readdirSync(functionsDir, { withFileTypes: true })) {
      if (entry.isDirectory() && FunctionRunner.exists(functionsDir, entry.name)) {
        runnerFor(entry.name)
          .port()
          .catch((error: unknown) =>
            console.error(`[local-backend] function ${entry.name} failed to start:`, error),
          );
      }
    }
  }

  return {
    url: baseUrl,
    port,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    outboxDir,
    async sql<Row>(text: string, params: unknown[] = []) {
      return (await db.query<Row>(text, params)).rows;
    },
    async stop() {
      await stopSchedule();
      await Promise.all([...runners.values()].map((runner) => runner.stop()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      unlock();
    },
  };
}
