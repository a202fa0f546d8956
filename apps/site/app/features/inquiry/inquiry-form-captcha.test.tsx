import { waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { InquiryKind } from "@innovatehub/domain";
import { loadInquiry, type InquirySubmitter } from "@innovatehub/forms/inquiry";
import { installFakeCaptchaProvider, setCaptchaSiteKey } from "../bot-checks/testing/fake-captcha";
import { fillValidInquiry } from "./testing/fill-inquiry";
import { renderInquiryForm } from "./testing/render-inquiry-form";

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

describe("InquiryForm CAPTCHA", () => {
  it("is absent by default: no provider script, no token sent", async () => {
    const provider = installFakeCaptchaProvider();
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
    expect(provider.rendered).toHaveLength(0);
  });

  it("with a site key, loads the widget once the visitor starts on the form and sends a fresh token each time", async () => {
    setCaptchaSiteKey("site-key");
    const provider = installFakeCaptchaProvider(["token-1", "token-2"]);
    const { submitter, submit } = failingSubmitter();
    const { user, form, submitButton } = await renderInquiryForm("ai", {
      loadSubmitter: async () => submitter,
    });
    expect(provider.rendered).toHaveLength(0);

    await fillValidInquiry(user, form, "ai");
    await waitFor(() => {
      expect(provider.rendered).toHaveLength(1);
    });
    await user.click(submitButton);
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    expect(submit.mock.calls[0]?.[2]).toEqual({ honeypot: "", captchaToken: "token-1" });

    // The refused submission keeps every value; the widget was remounted for a new token.
    await waitFor(() => {
      expect(provider.rendered).toHaveLength(2);
    });
    await user.click(submitButton);
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(2);
    });
    expect(submit.mock.calls[1]?.[2]).toEqual({ honeypot: "", captchaToken: "token-2" });
  });
});
