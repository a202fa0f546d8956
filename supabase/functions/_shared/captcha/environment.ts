import { createTurnstileVerifier } from "./turnstile.ts";
import type { CaptchaVerifier } from "./verifier.ts";

/**
 * The CAPTCHA check when CAPTCHA_SECRET_KEY is set, otherwise none (CAPTCHA is off). Turn it on together with
 * the database switch (public.configure_captcha) and the site's VITE_CAPTCHA_SITE_KEY; the deploy script does.
 */
export function captchaVerifierFromEnv(): CaptchaVerifier | null {
  const secretKey = Deno.env.get("CAPTCHA_SECRET_KEY");
  if (secretKey === undefined || secretKey === "") {
    return null;
  }
  const endpoint = Deno.env.get("CAPTCHA_VERIFY_URL");
  return createTurnstileVerifier({
    secretKey,
    ...(endpoint ? { endpoint } : {}),
  });
}
