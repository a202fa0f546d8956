import type { ApiRole } from "../verify-jwt.ts";
import { HTTP_STATUS } from "../http/status.ts";

/** PostgREST's error body. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
  ) {
    super(body.message);
  }
}

export function httpError(
  status: number,
  code: string,
  message: string,
  hint: string | null = null,
  details: string | null = null,
): HttpError {
  return new HttpError(status, { code, message, details, hint });
}

/** What the local backend does not serve answers 501 with what was asked, never a silent 404. */
export function notServed(what: string): HttpError {
  return httpError(
    HTTP_STATUS.notImplemented,
    "LOCAL501",
    `Not served by the local backend: ${what}`,
    "See tooling/local-backend/README.md for the endpoints it serves.",
  );
}

/** Prefix rules from PostgREST's Error.hs (first match wins). */
const PREFIX_STATUS: ReadonlyArray<readonly [string, number]> = [
  ["08", HTTP_STATUS.unavailable],
  ["09", HTTP_STATUS.internal],
  ["0L", HTTP_STATUS.forbidden],
  ["0P", HTTP_STATUS.forbidden],
  ["25", HTTP_STATUS.internal],
  ["28", HTTP_STATUS.forbidden],
  ["2D", HTTP_STATUS.internal],
  ["38", HTTP_STATUS.internal],
  ["39", HTTP_STATUS.internal],
  ["3B", HTTP_STATUS.internal],
  ["40", HTTP_STATUS.internal],
  ["53", HTTP_STATUS.unavailable],
  ["54", HTTP_STATUS.internal],
  ["55", HTTP_STATUS.internal],
  ["57", HTTP_STATUS.internal],
  ["58", HTTP_STATUS.internal],
  ["F0", HTTP_STATUS.internal],
  ["HV", HTTP_STATUS.internal],
  ["P0", HTTP_STATUS.internal],
  ["XX", HTTP_STATUS.internal],
];

const EXACT_STATUS: Readonly<Record<string, number>> = {
  "23503": HTTP_STATUS.conflict,
  "23505": HTTP_STATUS.conflict,
  // Local deviation: PostgREST answers an exclusion violation with 400. Here it is 409 like other conflicts;
  // the site must treat code 23P01 (any status) and message slot_taken as "slot taken".
  "23P01": HTTP_STATUS.conflict,
  "25006": HTTP_STATUS.methodNotAllowed,
  P0001: HTTP_STATUS.badRequest,
  "42883": HTTP_STATUS.notFound,
  "42P01": HTTP_STATUS.notFound,
};

/** HTTP status PostgREST gives a Postgres error code for a request made as `role`. */
function statusForSqlState(code: string, role: ApiRole): number {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom?.[1] !== undefined) {
    return Number(custom[1]);
  }
  if (code === "42501") {
    return role === "anon" ? HTTP_STATUS.unauthorized : HTTP_STATUS.forbidden;
  }
  const exact = EXACT_STATUS[code];
  if (exact !== undefined) {
    return exact;
  }
  const prefix = PREFIX_STATUS.find(([candidate]) => code.startsWith(candidate));
  return prefix?.[1] ?? HTTP_STATUS.badRequest;
}

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: unknown;
  hint?: unknown;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    error instanceof Error &&
    typeof Reflect.get(error, "code") === "string" &&
    /^[0-9A-Z]{5}$/.test(String(Reflect.get(error, "code")))
  );
}

function textOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export function fromDatabaseError(error: DatabaseErrorLike, role: ApiRole): HttpError {
  return new HttpError(statusForSqlState(error.code, role), {
    code: error.code,
    message: error.message,
    details: textOrNull(error.detail),
    hint: textOrNull(error.hint),
  });
}
