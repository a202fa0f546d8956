import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { denoExecutable } from "./deno-binary.ts";

const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 100;
const STOP_GRACE_MS = 2_000;

export interface FunctionEnvironment {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  outboxDir: string;
  /** Set on top of everything else (tests: a fake mail provider, a site URL). */
  extra: Readonly<Record<string, string>>;
}

/** Where the manage and unsubscribe links in local mail point: the site's dev server. */
const LOCAL_SITE_URL = "http://127.0.0.1:5173";
/** Where the calendar feed's links to each lead point: the console's dev server. */
const LOCAL_CONSOLE_URL = "http://127.0.0.1:5174";

/** Passed through from the developer's environment when set (real mail, CA bundles, Deno cache). */
const PASS_THROUGH_ENV = [
  "PATH",
  "HOME",
  "DENO_DIR",
  "DENO_CERT",
  "DENO_TLS_CA_STORE",
  "NODE_EXTRA_CA_CERTS",
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY",
  "RESEND_API_KEY",
  "MAIL_FROM",
  "TEAM_EMAIL",
  "ALLOWED_ORIGINS",
  "SITE_URL",
  "CONSOLE_URL",
  "RESEND_API_URL",
  "CAPTCHA_SECRET_KEY",
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the function exited with code ${child.exitCode} before listening`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: "OPTIONS" });
      await response.body?.cancel();
      return;
    } catch (_error) {
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  }
  throw new Error(`the function did not listen within ${READY_TIMEOUT_MS} ms`);
}

/** One function's Deno process, started on first use and kept for later calls. */
export class FunctionRunner {
  private child: ChildProcess | undefined;
  private ready: Promise<number> | undefined;

  constructor(
    private readonly name: string,
    private readonly functionsDir: string,
    private readonly env: FunctionEnvironment,
  ) {}

  static exists(functionsDir: string, name: string): boolean {
    return /^[a-z0-9][a-z0-9-]*$/.test(name) && existsSync(join(functionsDir, name, "index.ts"));
  }

  /** The local port the function listens on, starting it if needed. */
  port(): Promise<number> {
    this.ready ??= this.start().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async start(): Promise<number> {
    const port = await freePort();
    const dir = join(this.functionsDir, this.name);
    const env: Record<string, string> = {};
    for (const key of PASS_THROUGH_ENV) {
      const value = process.env[key];
      if (value !== undefined) {
        env[key] = value;
      }
    }
    Object.assign(env, {
      // Deno.serve() in the unmodified function listens where this says (Deno 2 feature).
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      NO_COLOR: "1",
      SUPABASE_URL: this.env.supabaseUrl,
      SUPABASE_ANON_KEY: this.env.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: this.env.serviceRoleKey,
      MAIL_OUTBOX_DIR: this.env.outboxDir,
      SITE_URL: env.SITE_URL ?? LOCAL_SITE_URL,
      CONSOLE_URL: env.CONSOLE_URL ?? LOCAL_CONSOLE_URL,
      ...this.env.extra,
    });
    const child = spawn(
      denoExecutable(),
      [
        "run",
        "--quiet",
        "--no-prompt",
        "--allow-net",
        "--allow-env",
        `--allow-read=${this.functionsDir},${this.env.outboxDir}`,
        `--allow-write=${this.env.outboxDir}`,
        "--config",
        join(dir, "deno.json"),
        join(dir, "index.ts"),
      ],
      { env, stdio: ["ignore", "pipe", "pipe"] },
    );
    const prefix = `[functions/${this.name}]`;
    child.stdout?.on("data", (chunk: Buffer) =>
      process.stdout.write(`${prefix} ${chunk.toString()}`),
    );
    child.stderr?.on("data", (chunk: Buffer) =>
      process.stderr.write(`${prefix} ${chunk.toString()}`),
    );
    child.on("exit", () => {
      if (this.child === child) {
        this.child = undefined;
        this.ready = undefined;
      }
    });
    this.child = child;
    await waitUntilListening(port, child);
    return port;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    if (child === undefined || child.exitCode !== null) {
      return;
    }
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }
}
