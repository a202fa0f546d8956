/**
 * The functions that only the database schedule may run (mail-worker, storage-deletion-worker) answer the shared
 * secret it sends (private.settings mail_worker_secret, MAIL_WORKER_SECRET on the function's side) in this header.
 */
export const WORKER_SECRET_HEADER = "x-mail-worker-secret";

/** Compares without an early exit, so the answer's timing does not reveal how much of a guess was right. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  }
  return difference === 0;
}

/** True when the request carries the schedule's secret. */
export function fromSchedule(request: Request, secret: string): boolean {
  return sameSecret(request.headers.get(WORKER_SECRET_HEADER) ?? "", secret);
}

/** Shortest secret a scheduled function accepts (the deploy script makes 64 hex digits). */
const MIN_SECRET_LENGTH = 32;

/** MAIL_WORKER_SECRET, shared with the schedule; the function refuses to start without a long enough one. */
export function scheduleSecretFromEnv(): string {
  const secret = Deno.env.get("MAIL_WORKER_SECRET") ?? "";
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`MAIL_WORKER_SECRET must be set, at least ${MIN_SECRET_LENGTH} characters`);
  }
  return secret;
}
