/**
 * Retry delays for a failed e-mail: 1, 2, 4, 8, 16, 32 and then 60 minutes. With the default 8 attempts a job
 * keeps trying for about two hours, well inside the 24 hours a Resend idempotency key is remembered, so a retry
 * after a crash between "sent" and "recorded" can never mail twice.
 */
export const FIRST_RETRY_SECONDS = 60;
export const MAX_RETRY_SECONDS = 3_600;
const MILLISECONDS_PER_SECOND = 1_000;

/** Delay before the next attempt after `attempts` failed ones (attempts >= 1). */
export function retryDelaySeconds(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(FIRST_RETRY_SECONDS * 2 ** exponent, MAX_RETRY_SECONDS);
}

/** When to retry, or null when no attempt is left (the job becomes dead). */
export function nextAttemptAt(attempts: number, maxAttempts: number, now: Date): Date | null {
  if (attempts >= maxAttempts) {
    return null;
  }
  return new Date(now.getTime() + retryDelaySeconds(attempts) * MILLISECONDS_PER_SECOND);
}
