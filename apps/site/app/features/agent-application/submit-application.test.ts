import { describe, expect, it, vi } from "vitest";
import { agentApplicationCopy } from "@innovatehub/content/site";
import type { AgentApplicationArgs } from "@innovatehub/forms/agent";
import type { AgentApplicationBackend } from "../../lib/backend/site-backend";
import { submitApplication } from "./submit-application";

const toasts = agentApplicationCopy.en.toasts;
const ID = "agt-3f1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e77";
const RECEIVED = { outcome: "received", reference: "PA-7KQ2M9XD", upload_token: "a".repeat(64) };
const args = { p_id: ID } as unknown as AgentApplicationArgs;

/** The backend as the submit sees it: the RPC answers `answer`, the function answers `functionStatus`. */
function backend(answer: unknown, functionStatus: number) {
  const invoke = vi.fn(() =>
    Promise.resolve({
      error: functionStatus === 200 ? null : { context: new Response(null, { status: functionStatus }) },
    }),
  );
  const unused = () => {
    throw new Error("not part of the submit");
  };
  const client: AgentApplicationBackend = {
    rpc: () => Promise.resolve({ data: answer as never, error: null }),
    functions: { invoke },
    storage: { from: unused },
  } as unknown as AgentApplicationBackend;
  return { client, invoke };
}

describe("submitting an agent application", () => {
  it("without CAPTCHA answers the reference and calls no function", async () => {
    const { client, invoke } = backend(RECEIVED, 200);
    expect(await submitApplication(client, args, toasts)).toEqual({
      ok: true,
      data: { outcome: "received", reference: RECEIVED.reference, uploadToken: RECEIVED.upload_token },
    });
    expect(invoke).not.toHaveBeenCalled();
  });

  it("with CAPTCHA on sends the application's id and token to be cleared", async () => {
    const { client, invoke } = backend(RECEIVED, 200);
    const result = await submitApplication(client, args, toasts, { token: "widget-token" });
    expect(result.ok).toBe(true);
    expect(invoke).toHaveBeenCalledWith("process-appointment", {
      body: { agentApplicationId: ID, captchaToken: "widget-token" },
    });
  });

  it("with CAPTCHA on a refused token fails the submit, to be sent again with the same id", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { client } = backend(RECEIVED, 422);
    expect(await submitApplication(client, args, toasts, { token: "used-token" })).toEqual({
      ok: false,
      failure: { message: toasts.captchaRefused, reuseId: true },
    });
  });

  it("a repeat (already applied) has nothing to clear", async () => {
    const { client, invoke } = backend({ outcome: "already_applied" }, 200);
    const result = await submitApplication(client, args, toasts, { token: "widget-token" });
    expect(result).toEqual({ ok: true, data: { outcome: "already_applied" } });
    expect(invoke).not.toHaveBeenCalled();
  });
});
