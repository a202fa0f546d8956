/** The CAPTCHA site key the build was given (VITE_CAPTCHA_SITE_KEY, public); null when CAPTCHA is off. */
export function captchaSiteKey(
  env: { VITE_CAPTCHA_SITE_KEY?: string } = import.meta.env,
): string | null {
  const key = env.VITE_CAPTCHA_SITE_KEY?.trim() ?? "";
  return key === "" ? null : key;
}
