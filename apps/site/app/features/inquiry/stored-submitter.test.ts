import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import { LEAD_SOURCE_STORAGE_KEY } from "../../lib/first-touch-capture";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStoredSubmitter } from "./stored-submitter";

const EMAIL = "liza.mercado@example.com";
const PHONE = "+63 917 000 0199";
const UUID = "3f1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e77";
const NOW = new Date("2026-11-23T01:00:00.000Z");

const aiValues = inquiryRegistry.ai.schema.parse({
  name: "Liza Mercado",
  email: EMAIL,
  phone: PHONE,
  company: "",
  aiType: "chatbot",
  industry: "retail",
  requirements: "Answer stock questions on Messenger.",
  subscribe: true,
});

type InsertAnswer = { error: { code: string; message: string } | null; status: number };

/** What process-appointment answers: nothing wrong, or an HTTP error as supabase-js reports it. */
function functionAnswer(status?: number): Promise<{ error: unknown }> {
  return Promise.resolve({
    error:
      status === undefined
        ? null
        : { name: "FunctionsHttpError", context: new Response(null, { status }) },
  });
}

function fakeClient(answer: () => Promise<InsertAnswer>, functionStatus?: number) {
  const insert = vi.fn((_row: unknown) => answer());
  const from = vi.fn((_table: string) => ({ insert }));
  const invoke = vi.fn((_name: string, _options: { body: unknown }) =>
    functionAnswer(functionStatus),
  );
  return { client: { from, functions: { invoke } }, from, insert, invoke };
}

function submitterFor(answer: () => Promise<InsertAnswer>, functionStatus?: number) {
  const fake = fakeClient(answer, functionStatus);
  const submitter = createStoredSubmitter({
    client: fake.client,
    now: () => NOW,
    createId: () => UUID,
  });
  return { ...fake, submitter };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the stored submitter", () => {
  it("inserts into inquiries with an inq- uuid id and answers like the simulated submitter", async () => {
    const { submitter, from, insert } = submitterFor(() =>
      Promise.resolve({ error: null, status: 201 }),
    );
    const result = await submitter.submit("ai", aiValues);
    expect(from).toHaveBeenCalledWith("inquiries");
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({ id: `inq-${UUID}`, kind: "ai", source: null }),
    );
    expect(result).toEqual({
      ok: true,
      data: { ...aiValues, id: `inq-${UUID}`, timestamp: NOW.toISOString() },
    });
  });

  it("calls no function without CAPTCHA, as before", async () => {
    const { submitter, invoke } = submitterFor(() => Promise.resolve({ error: null, status: 201 }));
    await submitter.submit("ai", aiValues);
    expect(invoke).not.toHaveBeenCalled();
  });

  it("with CAPTCHA on, sends the widget's token for the stored inquiry", async () => {
    const { submitter, invoke } = submitterFor(() => Promise.resolve({ error: null, status: 201 }));
    const result = await submitter.submit("ai", aiValues, { captchaToken: "widget-token" });
    expect(invoke).toHaveBeenCalledWith("process-appointment", {
      body: { inquiryId: `inq-${UUID}`, captchaToken: "widget-token" },
    });
    expect(result.ok).toBe(true);
  });

  it.each([422, 503])(
    "with CAPTCHA on, a refused check (%i) fails with the spec's fallback",
    async (functionStatus) => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const { submitter } = submitterFor(
        () => Promise.resolve({ error: null, status: 201 }),
        functionStatus,
      );
      expect(await submitter.submit("ai", aiValues, { captchaToken: "expired-token" })).toEqual({ ok: false, failure: { message: "Please try again later" } });
    },
  );

  it("with CAPTCHA on, a mail failure after the check still counts as sent", async () => {
    const { submitter } = submitterFor(() => Promise.resolve({ error: null, status: 201 }), 502);
    expect((await submitter.submit("ai", aiValues, { captchaToken: "widget-token" })).ok).toBe(
      true,
    );
  });

  it("sends a filled honeypot as the honeypot column and leaves the column out when it is empty", async () => {
    const { submitter, insert } = submitterFor(() => Promise.resolve({ error: null, status: 201 }));
    await submitter.submit("ai", aiValues, { honeypot: "https://spam.example" });
    await submitter.submit("ai", aiValues, { honeypot: "" });
    expect(insert.mock.calls[0]?.[0]).toMatchObject({
      honeypot: "https://spam.example",
      kind: "ai",
    });
    expect(insert.mock.calls[1]?.[0]).not.toHaveProperty("honeypot");
  });

  it.each([
    [{ code: "PT429", message: "rate_limited" }, 429, /several inquiries recently/],
    [{ code: "23514", message: "violates check constraint" }, 400, /not accepted/],
    [{ code: "", message: "TypeError: Failed to fetch" }, 0, /could not reach our server/],
    [{ code: "42501", message: "permission denied" }, 401, /^permission denied$/],
  ])("turns %o into a failure with a clear description", async (error, status, description) => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { submitter } = submitterFor(() => Promise.resolve({ error, status }));
    const result = await submitter.submit("ai", aiValues);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.failure.message).toMatch(description);
    const logged = JSON.stringify(consoleError.mock.calls);
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(PHONE);
    expect(logged).not.toContain("Liza");
  });

  it("turns a thrown error into a failure with its message, or the spec's fallback", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const thrown = submitterFor(() => Promise.reject(new Error("socket closed")));
    expect(await thrown.submitter.submit("ai", aiValues)).toEqual({ ok: false, failure: { message: "socket closed" } });
    const odd = submitterFor(() => Promise.reject("nope"));
    expect(await odd.submitter.submit("ai", aiValues)).toEqual({ ok: false, failure: { message: "An unexpected error occurred" } });
  });
});

describe("the lead's source", () => {
  afterEach(() => window.sessionStorage.clear());

  it("goes with the inquiry when the visit has one", async () => {
    window.sessionStorage.setItem(
      LEAD_SOURCE_STORAGE_KEY,
      JSON.stringify({ utm_source: "newsletter", landing_path: "/ai-solutions" }),
    );
    const { submitter, insert } = submitterFor(() => Promise.resolve({ error: null, status: 201 }));
    await submitter.submit("ai", aiValues);
    expect(insert.mock.calls[0]?.[0]).toMatchObject({
      source: { utm_source: "newsletter", landing_path: "/ai-solutions" },
    });
  });
});
