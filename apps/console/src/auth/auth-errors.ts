import { consoleAuthCopy } from "@innovatehub/content/console";

/** The message a person sees for an Auth error, by its stable code (never the server's own wording). */
export function authErrorMessage(error: unknown): string {
  const code =
    typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  switch (code) {
    case "invalid_credentials":
      return consoleAuthCopy.wrongPassword;
    case "mfa_verification_failed":
      return consoleAuthCopy.wrongCode;
    case "mfa_challenge_expired":
    case "mfa_challenge_not_found":
      return consoleAuthCopy.codeExpired;
    case "over_request_rate_limit":
      return consoleAuthCopy.tooManyAttempts;
    case "session_not_found":
    case "refresh_token_not_found":
    case "refresh_token_already_used":
      return consoleAuthCopy.sessionExpired;
    default:
      return consoleAuthCopy.genericError;
  }
}
