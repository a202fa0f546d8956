import { INQUIRY_SUBMIT_DELAY_MS } from "@innovatehub/content/site";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aiInquirySchema } from "../schemas/ai";
import { ecommerceInquirySchema } from "../schemas/ecommerce";
import { inquirySubmissionToasts } from "./outcome";
import { createSimulatedSubmitter, SIMULATED_LOG_MESSAGE } from "./simulated";

const FIXED_NOW = new Date("2026-03-02T01:30:00.000Z");
const EMAIL = "liza.mercado@example.com";
const PHONE = "+63 917 000 0199";

const aiValues = aiInquirySchema.parse({
  name: "Liza Mercado",
  email: EMAIL,
  phone: PHONE,
  aiType: "chatbot",
  requirements: "Answer stock questions on Messenger.",
  subscribe: true,
});

function instant() {
  return Promise.resolve();
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the simulated submitter", () => {
  it("answers success with an inq- id, the clock's timestamp and the submitted fields", async () => {
    const submitter = createSimulatedSubmitter({
      delay: instant,
      now: () => FIXED_NOW,
      createId: () => "abc123",
      log: () => {},
    });
    const result = await submitter.submit("ai", aiValues);
    expect(result).toEqual({
      ok: true,
      data: { ...aiValues, id: "inq-abc123", timestamp: "2026-03-02T01:30:00.000Z" },
    });
  });

  it("waits 1500 ms before answering", async () => {
    vi.useFakeTimers();
    const submitter = createSimulatedSubmitter({ log: () => {} });
    let settled = false;
    const pending = submitter.submit("ai", aiValues).then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(INQUIRY_SUBMIT_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    const result = await pending;
    expect(result.ok && result.data.id.startsWith("inq-")).toBe(true);
  });

  it("asks the injected delay for the configured time", async () => {
    const delay = vi.fn(instant);
    await createSimulatedSubmitter({ delay, log: () => {} }).submit("ai", aiValues);
    expect(delay).toHaveBeenCalledWith(INQUIRY_SUBMIT_DELAY_MS);
    await createSimulatedSubmitter({ delay, delayMs: 10, log: () => {} }).submit("ai", aiValues);
    expect(delay).toHaveBeenLastCalledWith(10);
  });

  it("logs the inquiry without e-mail and phone", async () => {
    const log = vi.fn();
    await createSimulatedSubmitter({
      delay: instant,
      now: () => FIXED_NOW,
      createId: () => "x",
      log,
    }).submit("ai", aiValues);
    expect(log).toHaveBeenCalledTimes(1);
    const [message, details] = log.mock.calls[0] ?? [];
    expect(message).toBe(SIMULATED_LOG_MESSAGE);
    expect(details).toMatchObject({
      kind: "ai",
      id: "inq-x",
      name: "Liza Mercado",
      aiType: "chatbot",
    });
    expect(details).not.toHaveProperty("email");
    expect(details).not.toHaveProperty("phone");
    expect(JSON.stringify(details)).not.toContain(EMAIL);
    expect(JSON.stringify(details)).not.toContain(PHONE);
  });

  it("logs to the console with info by default, still without e-mail and phone", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await createSimulatedSubmitter({ delay: instant }).submit("ai", aiValues);
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(info.mock.calls)).not.toContain(EMAIL);
    expect(JSON.stringify(info.mock.calls)).not.toContain(PHONE);
  });

  it("passes the e-commerce store type on as requirements", async () => {
    const values = ecommerceInquirySchema.parse({
      name: "Brew Haven",
      email: EMAIL,
      phone: PHONE,
      businessName: "Brew Haven Coffee",
      storeType: "subscription",
      products: "Monthly coffee boxes",
      features: ["payment-gateway", "shipping"],
    });
    const result = await createSimulatedSubmitter({ delay: instant, log: () => {} }).submit(
      "ecommerce",
      values,
    );
    expect(result.ok && result.data.requirements).toBe("subscription");
  });

  it("turns a thrown error into a failure with its message", async () => {
    const result = await createSimulatedSubmitter({
      delay: instant,
      createId: () => {
        throw new Error("id service down");
      },
    }).submit("ai", aiValues);
    expect(result).toEqual({ ok: false, failure: { message: "id service down" } });
  });

  it("falls back to 'An unexpected error occurred' for anything else thrown", async () => {
    const result = await createSimulatedSubmitter({
      delay: () => Promise.reject("not an Error"),
    }).submit("ai", aiValues);
    expect(result).toEqual({ ok: false, failure: { message: "An unexpected error occurred" } });
  });
});

describe("failure toasts", () => {
  const { failure: inquiryFailureToast, thrown: inquiryErrorToast } = inquirySubmissionToasts({
    loading: "Sending...",
    success: { title: "Sent", description: "Thanks" },
  });

  it("use Submission Failed with the returned error or the fallback", () => {
    expect(inquiryFailureToast({ message: "Rate limited" })).toEqual({
      title: "Submission Failed",
      description: "Rate limited",
    });
    expect(inquiryFailureToast({ message: "" })).toEqual({
      title: "Submission Failed",
      description: "Please try again later",
    });
  });

  it("use Submission Error with the exception message or the fallback", () => {
    expect(inquiryErrorToast(new Error("Network down"))).toEqual({
      title: "Submission Error",
      description: "Network down",
    });
    expect(inquiryErrorToast("weird")).toEqual({
      title: "Submission Error",
      description: "Please try again later",
    });
  });
});
