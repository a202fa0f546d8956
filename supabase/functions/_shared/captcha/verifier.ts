/**
 * A CAPTCHA provider's server-side check of one visitor token. `rejected`: the token is wrong, used or expired
 * (the visitor solves the challenge again); `unavailable`: the provider could not answer or refused our key
 * (the visitor may retry later). Another provider is one more file implementing this.
 */
export type CaptchaOutcome = "verified" | "rejected" | "unavailable";

export interface CaptchaVerifier {
  verify(token: string): Promise<CaptchaOutcome>;
}

/** Tokens are opaque strings; Turnstile's are at most 2048 characters. */
export const MAX_CAPTCHA_TOKEN_LENGTH = 2048;
