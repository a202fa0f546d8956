import { createServer, type Server } from "node:http";

const STATUS_OK = 200;
const STATUS_UNAVAILABLE = 503;

interface Delivery {
  idempotencyKey: string;
  to: string;
  subject: string;
  text: string;
  tag: string;
}

/**
 * A stand-in for Resend's POST /emails: remembers idempotency keys as Resend does (a repeat is accepted and not
 * delivered again), and fails on demand with 503: the next `failNext` calls, the next `failNextTo.count` calls to
 * one recipient (so other mail the schedule sends meanwhile, such as a team escalation, cannot use up a test's
 * failures), or a `failureRate` share.
 */
export async function startFakeMailProvider(
  options: { failureRate?: number; random?: () => number } = {},
) {
  const deliveries: Delivery[] = [];
  const seen = new Set<string>();
  /** `repeats`: accepted requests for a key already delivered (a resend the idempotency key absorbed). */
  const state = {
    failNext: 0,
    failNextTo: { to: "", count: 0 },
    failures: 0,
    requests: 0,
    repeats: 0,
  };
  const random = options.random ?? Math.random;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      state.requests += 1;
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        to: string[];
        subject: string;
        text: string;
        tags?: { value: string }[];
      };
      const to = body.to[0] ?? "";
      const failingTo = state.failNextTo.count > 0 && state.failNextTo.to === to;
      if (failingTo || state.failNext > 0 || random() < (options.failureRate ?? 0)) {
        if (failingTo) {
          state.failNextTo.count -= 1;
        } else {
          state.failNext = Math.max(0, state.failNext - 1);
        }
        state.failures += 1;
        response.writeHead(STATUS_UNAVAILABLE, { "Content-Type": "application/json" });
        response.end('{"message":"unavailable"}');
        return;
      }
      const key = String(request.headers["idempotency-key"] ?? "");
      if (seen.has(key)) {
        state.repeats += 1;
      } else {
        seen.add(key);
        deliveries.push({
          idempotencyKey: key,
          to,
          subject: body.subject,
          text: body.text,
          tag: body.tags?.[0]?.value ?? "",
        });
      }
      response.writeHead(STATUS_OK, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ id: `fake-${key}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/emails`,
    deliveries,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
