import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CAPTCHA_ORIGIN } from "../../../scripts/lib/host-config.mjs";
import { captchaSiteKey } from "./captcha-config";
import { TURNSTILE_SCRIPT_URL, type TurnstileRenderOptions } from "./turnstile-script";

/** Catches the provider script instead of letting the DOM fetch it, and plays the provider's part. */
function interceptProviderScript() {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) {
        appended.push(node);
      }
    }
  });
  const render = vi.fn<(container: HTMLElement, options: TurnstileRenderOptions) => string>(
    () => "widget-1",
  );
  const remove = vi.fn<(id: string) => void>();
  return {
    appended,
    render,
    remove,
    async finishLoading() {
      Object.assign(window, { turnstile: { render, remove } });
      await act(async () => {
        appended[0]?.dispatchEvent(new Event("load"));
        await Promise.resolve();
      });
    },
  };
}

/** Each test gets its own copy of the script loader, which remembers a load for the page's lifetime. */
async function freshWidget() {
  vi.resetModules();
  const { CaptchaWidget } = await import("./captcha-widget");
  return CaptchaWidget;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, "turnstile");
});

describe("captchaSiteKey", () => {
  it("is off without a key, or with a blank one", () => {
    expect(captchaSiteKey({})).toBeNull();
    expect(captchaSiteKey({ VITE_CAPTCHA_SITE_KEY: "  " })).toBeNull();
    expect(captchaSiteKey()).toBeNull();
  });

  it("is the configured key", () => {
    expect(captchaSiteKey({ VITE_CAPTCHA_SITE_KEY: "0x4AAAAAAA" })).toBe("0x4AAAAAAA");
  });
});

describe("CaptchaWidget", () => {
  it("loads the provider script on mount only, from the origin the CSP allows", async () => {
    const CaptchaWidget = await freshWidget();
    const provider = interceptProviderScript();
    expect(provider.appended).toHaveLength(0);
    render(<CaptchaWidget siteKey="site-key" onToken={() => undefined} />);
    expect(provider.appended.map((script) => script.src)).toEqual([TURNSTILE_SCRIPT_URL]);
    expect(new URL(TURNSTILE_SCRIPT_URL).origin).toBe(CAPTCHA_ORIGIN);
  });

  it("renders the challenge with the site key, reports tokens and expiry, and removes it on unmount", async () => {
    const CaptchaWidget = await freshWidget();
    const provider = interceptProviderScript();
    const onToken = vi.fn<(token: string | null) => void>();
    const { unmount } = render(<CaptchaWidget siteKey="site-key" onToken={onToken} />);
    await provider.finishLoading();
    const [container, options] = provider.render.mock.calls[0] ?? [];
    expect(container).toBeInstanceOf(HTMLElement);
    expect(options?.sitekey).toBe("site-key");
    options?.callback("token-1");
    options?.["expired-callback"]();
    expect(onToken.mock.calls).toEqual([["token-1"], [null]]);
    unmount();
    expect(provider.remove).toHaveBeenCalledWith("widget-1");
  });
});
