import { describe, expect, it } from "vitest";
import type { AgentStatusBackend } from "../../lib/backend/site-backend";
import { readStatus } from "./read-status";

const TOKEN = "a".repeat(64);

function backendAnswering(
  data: unknown,
  error: { message: string } | null = null,
): AgentStatusBackend {
  const rpc = () => Promise.resolve({ data, error });
  return { rpc } as unknown as AgentStatusBackend;
}

const ANSWER = {
  reference: "PA-7KQ2M9XD",
  stage: "screening",
  submitted_at: "2026-11-27T02:15:00+00:00",
  documents: [
    { kind: "government_id", status: "received" },
    { kind: "nonsense", status: "received" },
  ],
};

describe("what a status link opens", () => {
  it("reads the reference, the stage, the day and the documents it knows", async () => {
    expect(await readStatus(backendAnswering(ANSWER), TOKEN)).toEqual({
      ok: true,
      status: {
        reference: "PA-7KQ2M9XD",
        stage: "screening",
        submittedAt: "2026-11-27T02:15:00+00:00",
        documents: [{ kind: "government_id", status: "received" }],
      },
    });
  });

  it("refuses a day that is no instant, which the page could not format", async () => {
    expect(
      await readStatus(backendAnswering({ ...ANSWER, submitted_at: "0000-00-00" }), TOKEN),
    ).toEqual({
      ok: false,
      reason: "failed",
    });
  });

  it("refuses a stage the domain does not list", async () => {
    expect(await readStatus(backendAnswering({ ...ANSWER, stage: "training" }), TOKEN)).toEqual({
      ok: false,
      reason: "failed",
    });
  });

  it("says when the token opens nothing", async () => {
    expect(await readStatus(backendAnswering(null, { message: "invalid_token" }), TOKEN)).toEqual({
      ok: false,
      reason: "invalid-token",
    });
  });
});
