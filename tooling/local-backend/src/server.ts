import type { PGlite } from "@electric-sql/pglite";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:http";
import { join } from "node:path";
import { lockDataDir } from "./data-lock.ts";
import { openDatabase } from "./database.ts";
import { FunctionRunners } from "./functions/runners.ts";
import { WrongCodeLimiter } from "./gotrue/mfa.ts";
import { WrongPasswordLimiter } from "./gotrue/passwords.ts";
import { httpHandler } from "./http/handler.ts";
import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_DEFAULT_PORT,
  LOCAL_BACKEND_HOST,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
} from "./local-keys.ts";
import {
  DEFAULT_DATA_DIR,
  DEFAULT_OUTBOX_DIR,
  DEFAULT_STORAGE_DIR,
  SNAPSHOT_CACHE_DIR,
  SUPABASE_DIR,
} from "./paths.ts";
import { createRouter } from "./router.ts";
import { configureScheduledCalls, startSchedule, type ScheduleClock } from "./schedule.ts";
import { ObjectFiles } from "./storage/files.ts";
import { SIGNED_UPLOAD_URL_SECONDS } from "./storage/routes.ts";

const MAIL_WORKER_SECRET_BYTES = 32;
/** How long an idle kept-alive connection stays open: longer than the 5 s after which Node's clients drop theirs. */
const IDLE_CONNECTION_MS = 65_000;
const HEADERS_AFTER_IDLE_MS = 1_000;

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
  /**
   * Run the every-minute jobs (the mail and Storage deletion workers) on every schedule tick instead of once a
   * minute, so an e2e test waits seconds for an e-mail, not up to a minute (default false, as pg_cron).
   */
  everyMinuteJobsEachTick?: boolean;
  /** Extra environment for the functions, over the pass-through variables (tests: RESEND_API_URL, ...). */
  functionEnv?: Readonly<Record<string, string>>;
  /**
   * Where Storage keeps the files' bytes. Default: `<repo>/.local-backend/storage` with a persistent database, a
   * temporary folder (deleted by stop) with an in-memory one.
   */
  storageDir?: string;
  /** The clock Storage's signed URLs are issued and checked by (default: the real one); tests move it. */
  storageClock?: () => Date;
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

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const supabaseDir = options.supabaseDir ?? SUPABASE_DIR;
  const outboxDir = options.outboxDir ?? DEFAULT_OUTBOX_DIR;
  const host = options.host ?? LOCAL_BACKEND_HOST;
  const requestedPort =
    options.port ?? Number(process.env.LOCAL_BACKEND_PORT ?? LOCAL_BACKEND_DEFAULT_PORT);
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : (options.dataDir ?? undefined);
  const logRequests = options.logRequests ?? true;
  const jwtSecret = new TextEncoder().encode(LOCAL_JWT_SECRET);
  mkdirSync(outboxDir, { recursive: true });
  const temporaryStorageDir =
    options.storageDir === undefined && dataDir === undefined
      ? mkdtempSync(join(tmpdir(), "innovatehub-storage-"))
      : undefined;
  const storageDir = options.storageDir ?? temporaryStorageDir ?? DEFAULT_STORAGE_DIR;

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
  const wrongCodes = new WrongCodeLimiter();
  const wrongPasswords = new WrongPasswordLimiter();
  // New on every start: the schedule sends it, mail-worker answers nobody else.
  const mailWorkerSecret = randomBytes(MAIL_WORKER_SECRET_BYTES).toString("hex");
  let baseUrl = "";
  const functions = new FunctionRunners(join(supabaseDir, "functions"), () => ({
    supabaseUrl: baseUrl,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    outboxDir,
    extra: { MAIL_WORKER_SECRET: mailWorkerSecret, ...options.functionEnv },
  }));
  const handle = httpHandler(
    createRouter({
      db,
      jwtSecret,
      supabaseDir,
      functions,
      wrongCodes,
      wrongPasswords,
      baseUrl: () => baseUrl,
      storage: {
        db,
        jwtSecret,
        files: new ObjectFiles(storageDir),
        signedUploadSeconds: SIGNED_UPLOAD_URL_SECONDS,
        now: options.storageClock ?? (() => new Date()),
      },
    }),
    logRequests,
  );

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  // A client that reuses a kept-alive connection just as the server drops it as idle gets ECONNRESET (Node's
  // default idle limit is 5 s, the same as its clients'). Holding idle connections longer than any client does
  // lets the client close first; the headers limit must stay above it.
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + HEADERS_AFTER_IDLE_MS;
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
  await configureScheduledCalls(db, `${baseUrl}/functions/v1`, mailWorkerSecret);
  const stopSchedule =
    options.scheduleIntervalMs === undefined
      ? () => Promise.resolve()
      : startSchedule(db, {
          intervalMs: options.scheduleIntervalMs,
          clock: options.scheduleClock,
          everyMinuteJobsEachTick: options.everyMinuteJobsEachTick,
        });

  if (options.warmFunctions === true) {
    functions.warmAll();
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
      await functions.stopAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      unlock();
      if (temporaryStorageDir !== undefined) {
        rmSync(temporaryStorageDir, { recursive: true, force: true });
      }
    },
  };
}
