import { jsonResult, type HttpResult } from "../http/result.ts";
import { HTTP_STATUS } from "../http/status.ts";

/** An Auth error as Supabase Auth answers it: `{ code, error_code, msg }`; supabase-js reads `error_code`. */
export class AuthApiFailure extends Error {
  override name = "AuthApiFailure";
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }

  toResult(): HttpResult {
    return jsonResult(this.status, {
      code: this.status,
      error_code: this.errorCode,
      msg: this.message,
    });
  }
}

export function authNotServed(what: string): AuthApiFailure {
  return new AuthApiFailure(
    HTTP_STATUS.notImplemented,
    "not_implemented",
    `Not served by the local backend: ${what}. See tooling/local-backend/README.md for the Auth endpoints it serves.`,
  );
}
