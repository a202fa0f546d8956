import { vi } from "vitest";
import type { TurnstileApi, TurnstileRenderOptions } from "../turnstile-script";

/**
 * Turns CAPTCHA on for the current test through the value the product reads when a form mounts (the build's
 * VITE_CAPTCHA_SITE_KEY). Undone after the test (`unstubEnvs`), so no module is mocked and no other test or
 * file sees it.
 */
export function setCaptchaSiteKey(siteKey: string) {
  vi.stubEnv("VITE_CAPTCHA_SITE_KEY", siteKey);
}

/**
 * Puts a stand-in for the provider's API on the page (`window.turnstile`, which the loader uses when present):
 * each widget it renders passes at once with the next of `tokens`, if any. `rendered` lists the site key of every
 * widget rendered, one entry a mount. Undone after the test (`unstubGlobals`).
 */
export function installFakeCaptchaProvider(tokens: readonly string[] = []) {
  const pending = [...tokens];
  const rendered: string[] = [];
  const api: TurnstileApi = {
    render(_container: HTMLElement, options: TurnstileRenderOptions) {
      rendered.push(options.sitekey);
      const token = pending.shift();
      if (token !== undefined) {
        options.callback(token);
      }
      return `widget-${rendered.length}`;
    },
    remove: () => undefined,
  };
  vi.stubGlobal("turnstile", api);
  return { rendered };
}
