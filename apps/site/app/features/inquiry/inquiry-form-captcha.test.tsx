import { waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { InquiryKind } from "@innovatehub/domain";
import { loadInquiry, type InquirySubmitter } from "@innovatehub/forms/inquiry";
import { fillValidInquiry } from "./testing/fill-inquiry";
import { renderInquiryForm } from "./testing/render-inquiry-form";

/** CAPTCHA is off unless a test sets a site key; the provider's API is a stand-in that passes at once. */
const captcha = vi.hoisted(() => ({
  siteKey: null as string | null,
  tokens: [] as string[],
  loads: 0,
}));

vi.mock("../bot-checks/captcha-config", () => ({ captchaSiteKey: () => captcha.siteKey }));
vi.mock("../bot-checks/turnstile-script", () => ({
  loadTurnstile: () => {
    captcha.loads += 1;
    return Promise.resolve({
      render: (_container: HTMLElement, options: { callback: (token: string) => void }) => {
        const token = captcha.tokens.shift();
        if (token !== undefined) {
          options.callback(token);
        }
        return `widget-${captcha.loads}`;
      },
      remove: () => undefined,
    });
  },
}));

function failingSubmitter() {
  const submit = vi.fn<(kind: InquiryKind, values: unknown, extras: unknown) => void>();
  const submitter: InquirySubmitter = {
    submit(kind, values, extras) {
      submit(kind, values, extras);
      return Promise.resolve({ ok: false, failure: { message: "stop" } });
    },
  };
  return { submitter, submit };
}

beforeAll(async () => {
  await Promise.all([
    loadInquiry("ai"),
    import("../form-engine/sonner-notifier"),
    import("./load-submitter"),
  ]);
});

afterEach(() => {
  Object.assign(captcha, { siteKey: null, tokens: [], loads: 0 });
});

describe("InquiryForm CAPTCHA", () => {
  it("is absent by default: no provider script, no token sent", async () => {
    const { submitter, submit } = failingSubmitter();
    const { user, form, submitButton } = await renderInquiryForm("ai", {
      loadSubmitter: async () => submitter,
    });
    await fillValidInquiry(user, form, "ai");
    await user.click(submitButton);

    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    expect(submit.mock.calls[0]?.[2]).toEqual({ honeypot: "" });
    expect(captcha.loads).toBe(0);
  });

  it("with a site key, loads the widget once the visitor starts on the form and sends a fresh token each time", async () => {
    captcha.siteKey = "site-key";
    captcha.tokens = ["token-1", "token-2"];
    const { submitter, submit } = failingSubmitter();
    const { user, form, submitButton } = await renderInquiryForm("ai", {
      loadSubmitter: async () => submitter,
    });
    expect(captcha.loads).toBe(0);

    await fillValidInquiry(user, form, "ai");
    await waitFor(() => {
      expect(captcha.loads).toBe(1);
    });
    await user.click(submitButton);
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    expect(submit.mock.calls[0]?.[2]).toEqual({ honeypot: "", captchaToken: "token-1" });

    // The refused submission keeps every value; the widget was remounted for a new token.
    await waitFor(() => {
      expect(captcha.loads).toBe(2);
    });
    await user.click(submitButton);
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(2);
    });
    expect(submit.mock.calls[1]?.[2]).toEqual({ honeypot: "", captchaToken: "token-2" });
  });
});
