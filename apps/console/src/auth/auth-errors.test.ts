import { consoleAuthCopy } from "@innovatehub/content/console";
import { describe, expect, it } from "vitest";
import { authErrorMessage } from "./auth-errors";

describe("authErrorMessage", () => {
  it("names a wrong password, a wrong code and too many codes", () => {
    expect(authErrorMessage({ code: "invalid_credentials" })).toBe(consoleAuthCopy.wrongPassword);
    expect(authErrorMessage({ code: "mfa_verification_failed" })).toBe(consoleAuthCopy.wrongCode);
    expect(authErrorMessage({ code: "over_request_rate_limit" })).toBe(
      consoleAuthCopy.tooManyAttempts,
    );
  });

  it("falls back to a general message for anything else", () => {
    expect(authErrorMessage(new TypeError("Failed to fetch"))).toBe(consoleAuthCopy.genericError);
  });
});
