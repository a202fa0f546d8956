import type { ApiRole } from "../auth.ts";

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

const STATUS_BAD_REQUEST = 400;
const STATUS_UNAUTHORIZED = 401;
const STATUS_FORBIDDEN = 403;
const STATUS_NOT_FOUND = 404;
const STATUS_NOT_ALLOWED = 405;
const STATUS_CONFLICT = 409;
const STATUS_INTERNAL = 500;
const STATUS_UNAVAILABLE = 503;

/** Prefix rules from PostgREST's Error.hs (first match wins). */
const PREFIX_STATUS: ReadonlyArray<readonly [string, number]> = [
  ["08", STATUS_UNAVAILABLE],
  ["09", STATUS_INTERNAL],
  ["0L", STATUS_FORBIDDEN],
  ["0P", STATUS_FORBIDDEN],
  ["25", STATUS_INTERNAL],
  ["28", STATUS_FORBIDDEN],
  ["2D", STATUS_INTERNAL],
  ["38", STATUS_INTERNAL],
  ["39", STATUS_INTERNAL],
  ["3B", STATUS_INTERNAL],
  ["40", STATUS_INTERNAL],
  ["53", STATUS_UNAVAILABLE],
  ["54", STATUS_INTERNAL],
  ["55", STATUS_INTERNAL],
  ["57", STATUS_INTERNAL],
  ["58", STATUS_INTERNAL],
  ["F0", STATUS_INTERNAL],
  ["HV", STATUS_INTERNAL],
  ["P0", STATUS_INTERNAL],
  ["XX", STATUS_INTERNAL],
];

const EXACT_STATUS: Readonly<Record<string, number>> = {
  "23503": STATUS_CONFLICT,
  "23505": STATUS_CONFLICT,
  // Local deviation: PostgREST answers an exclusion violation with 400. Here it is 409 like other conflicts;
  // the site must treat code 23P01 (any status) and message slot_taken as "slot taken".
  "23P01": STATUS_CONFLICT,
  "25006": STATUS_NOT_ALLOWED,
  P0001: STATUS_BAD_REQUEST,
  "42883": STATUS_NOT_FOUND,
  "42P01": STATUS_NOT_FOUND,
};

/** HTTP status PostgREST gives a Postgres error code for a request made as `role`. */
function statusForSqlState(code: string, role: ApiRole): number {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom?.[1] !== undefined) {
    return Number(custom[1]);
  }
  if (code === "42501") {
    return role === "anon" ? STATUS_UNAUTHORIZED : STATUS_FORBIDDEN;
  }
  const exact = EXACT_STATUS[code];
  if (exact !== undefined) {
    return exact;
  }
  const prefix = PREFIX_STATUS.find(([candidate]) => code.startsWith(candidate));
  return prefix?.[1] ?? STATUS_BAD_REQUEST;
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
