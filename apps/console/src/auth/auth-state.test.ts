import type { Session } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { authStateOf } from "./auth-state";

function session(factors: { id: string; factor_type: string; status: string }[]): Session {
  return { user: { id: "u", factors } } as unknown as Session;
}

describe("authStateOf", () => {
  it("is signed out without a session", () => {
    expect(authStateOf(null, null)).toEqual({ status: "signed-out", reason: null });
  });

  it("asks a member without a verified factor to enrol", () => {
    const current = session([{ id: "f", factor_type: "totp", status: "unverified" }]);
    expect(authStateOf(current, { currentLevel: "aal1", nextLevel: "aal1" }).status).toBe(
      "needs-enrol",
    );
  });

  it("asks a member with a verified factor for a code", () => {
    const current = session([{ id: "f", factor_type: "totp", status: "verified" }]);
    expect(authStateOf(current, { currentLevel: "aal1", nextLevel: "aal2" })).toMatchObject({
      status: "needs-challenge",
      factorId: "f",
    });
  });

  it("lets an aal2 session in", () => {
    expect(authStateOf(session([]), { currentLevel: "aal2", nextLevel: "aal2" }).status).toBe(
      "ready",
    );
  });
});
