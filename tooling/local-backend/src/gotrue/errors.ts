import { jsonResult, type HttpResult } from "../postgrest/response.ts";

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

export const STATUS = {
  ok: 200,
  noContent: 204,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  unprocessable: 422,
  tooManyRequests: 429,
  notImplemented: 501,
} as const;

export function authNotServed(what: string): AuthApiFailure {
  return new AuthApiFailure(
    STATUS.notImplemented,
    "not_implemented",
    `Not served by the local backend: ${what}. See tooling/local-backend/README.md for the Auth endpoints it serves.`,
  );
}
