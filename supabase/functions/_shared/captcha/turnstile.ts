import type { CaptchaOutcome, CaptchaVerifier } from "./verifier.ts";

export const TURNSTILE_SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
/** A verification must not hold the visitor's request for long. */
const TIMEOUT_MS = 5_000;
/** Error codes that blame the visitor's token; any other failure is ours or the provider's. */
const TOKEN_ERRORS = new Set([
  "missing-input-response",
  "invalid-input-response",
  "timeout-or-duplicate",
]);

export interface TurnstileOptions {
  secretKey: string;
  endpoint?: string;
  fetch?: typeof fetch;
}

function errorCodes(body: unknown): string[] {
  const codes: unknown =
    typeof body === "object" && body !== null ? Reflect.get(body, "error-codes") : null;
  return Array.isArray(codes) ? codes.filter((code) => typeof code === "string") : [];
}

/** Cloudflare Turnstile's siteverify: one POST per token (a token is valid once, for five minutes). */
export function createTurnstileVerifier(options: TurnstileOptions): CaptchaVerifier {
  const endpoint = options.endpoint ?? TURNSTILE_SITEVERIFY_URL;
  const send = options.fetch ?? fetch;
  return {
    // The visitor's address is not sent: the widget already ran in their browser, and it is personal data.
    async verify(token): Promise<CaptchaOutcome> {
      const form = new URLSearchParams({
        secret: options.secretKey,
        response: token,
      });
      let body: unknown;
      try {
        const response = await send(endpoint, {
          method: "POST",
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) {
          return "unavailable";
        }
        body = await response.json();
      } catch (_error) {
        return "unavailable";
      }
      if (typeof body === "object" && body !== null && Reflect.get(body, "success") === true) {
        return "verified";
      }
      const codes = errorCodes(body);
      return codes.length > 0 && codes.every((code) => TOKEN_ERRORS.has(code))
        ? "rejected"
        : "unavailable";
    },
  };
}
