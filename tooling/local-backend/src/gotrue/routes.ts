import type { IncomingHttpHeaders } from "node:http";
import { jsonResult, type HttpResult } from "../http/result.ts";
import { handleAdmin } from "./admin.ts";
import { AuthApiFailure, authNotServed } from "./errors.ts";
import { HTTP_STATUS } from "../http/status.ts";
import { challengeFactor, enrolFactor, unenrolFactor, verifyFactor } from "./mfa.ts";
import { passwordMatches } from "./passwords.ts";
import {
  createSession,
  issueRefreshToken,
  requireSignedIn,
  sessionResponse,
  type AuthContext,
} from "./sessions.ts";
import { findUserByEmail, userJson } from "./users.ts";

export interface AuthRequest {
  method: string;
  /** The path after /auth/v1, e.g. /token. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  clientIp: string;
}

interface RefreshTokenRow {
  token: string;
  revoked: boolean;
  session_id: string;
  user_id: string;
}

function parseBody(body: Buffer): Record<string, unknown> {
  if (body.length === 0) {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(body.toString("utf8"));
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // answered below
  }
  throw new AuthApiFailure(
    HTTP_STATUS.badRequest,
    "bad_json",
    "Could not parse request body as JSON",
  );
}

const invalidCredentials = () =>
  new AuthApiFailure(HTTP_STATUS.badRequest, "invalid_credentials", "Invalid login credentials");

/**
 * Wrong passwords are limited per client address (WrongPasswordLimiter), and an unknown address is answered
 * after the same password hashing as a known one.
 */
async function passwordGrant(
  context: AuthContext,
  body: Record<string, unknown>,
  clientIp: string,
) {
  if (context.wrongPasswords.isLimited(clientIp, Date.now())) {
    throw new AuthApiFailure(
      HTTP_STATUS.tooManyRequests,
      "over_request_rate_limit",
      "Request rate limit reached",
    );
  }
  if (typeof body.email !== "string" || typeof body.password !== "string") {
    throw invalidCredentials();
  }
  const user = await findUserByEmail(context.db, body.email);
  const matches = await passwordMatches(body.password, user?.encrypted_password ?? null);
  if (user === undefined || !matches) {
    context.wrongPasswords.record(clientIp, Date.now());
    throw invalidCredentials();
  }
  if (user.email_confirmed_at === null) {
    throw new AuthApiFailure(HTTP_STATUS.badRequest, "email_not_confirmed", "Email not confirmed");
  }
  const { sessionId, refreshToken } = await context.db.transaction(async (tx) => {
    const id = await createSession(tx, user.id);
    return {
      sessionId: id,
      refreshToken: await issueRefreshToken(tx, { id, userId: user.id }, null),
    };
  });
  return sessionResponse(context, sessionId, refreshToken);
}

/**
 * Rotation: each refresh token works once and is replaced by a new one in the same session. Presenting a
 * revoked token again is treated as theft, as Supabase Auth does: the whole session ends. (Supabase Auth also
 * accepts a reuse within a 10-second grace interval; this backend has none.)
 */
async function refreshTokenGrant(context: AuthContext, body: Record<string, unknown>) {
  const presented = typeof body.refresh_token === "string" ? body.refresh_token : "";
  const row = (
    await context.db.query<RefreshTokenRow>(
      "select token, revoked, session_id, user_id from auth.refresh_tokens where token = $1",
      [presented],
    )
  ).rows[0];
  if (row === undefined) {
    throw new AuthApiFailure(
      HTTP_STATUS.badRequest,
      "refresh_token_not_found",
      "Invalid Refresh Token: Refresh Token Not Found",
    );
  }
  if (row.revoked) {
    await context.db.query("delete from auth.sessions where id = $1", [row.session_id]);
    throw new AuthApiFailure(
      HTTP_STATUS.badRequest,
      "refresh_token_already_used",
      "Invalid Refresh Token: Already Used",
    );
  }
  const next = await context.db.transaction(async (tx) => {
    await tx.query(
      "update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1",
      [row.token],
    );
    await tx.query(
      "update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1",
      [row.session_id],
    );
    return issueRefreshToken(tx, { id: row.session_id, userId: row.user_id }, row.token);
  });
  return sessionResponse(context, row.session_id, next);
}

/** POST /logout?scope=global|local|others (supabase-js sends global by default). */
async function logout(context: AuthContext, request: AuthRequest): Promise<HttpResult> {
  const caller = await requireSignedIn(context, request.headers);
  const scope = request.query.get("scope") ?? "global";
  const sql = {
    global: "delete from auth.sessions where user_id = $1",
    local: "delete from auth.sessions where user_id = $1 and id = $2",
    others: "delete from auth.sessions where user_id = $1 and id <> $2",
  }[scope];
  if (sql === undefined) {
    throw new AuthApiFailure(
      HTTP_STATUS.badRequest,
      "validation_failed",
      "Unsupported logout scope",
    );
  }
  await context.db.query(
    sql,
    scope === "global" ? [caller.user.id] : [caller.user.id, caller.session.id],
  );
  return { status: HTTP_STATUS.noContent, headers: {}, body: null };
}

async function route(context: AuthContext, request: AuthRequest): Promise<HttpResult | null> {
  const { method, path } = request;
  const json = (value: unknown) => jsonResult(HTTP_STATUS.ok, value);

  if (path === "/token" && method === "POST") {
    const grant = request.query.get("grant_type");
    if (grant === "password") {
      return json(await passwordGrant(context, parseBody(request.body), request.clientIp));
    }
    if (grant === "refresh_token") {
      return json(await refreshTokenGrant(context, parseBody(request.body)));
    }
    throw authNotServed(`grant_type=${grant ?? "(none)"}`);
  }
  if (path === "/user" && method === "GET") {
    const caller = await requireSignedIn(context, request.headers);
    return json(await userJson(context.db, caller.user));
  }
  if (path === "/logout" && method === "POST") {
    return logout(context, request);
  }
  if (path.startsWith("/admin/")) {
    const result = await handleAdmin(context, { ...request, body: parseBody(request.body) });
    return result === null ? null : json(result);
  }
  if (path === "/factors" && method === "POST") {
    const caller = await requireSignedIn(context, request.headers);
    return json(await enrolFactor(context, caller, parseBody(request.body)));
  }
  const factor = /^\/factors\/([0-9a-f-]{36})(\/challenge|\/verify)?$/.exec(path);
  if (factor?.[1] !== undefined) {
    const caller = await requireSignedIn(context, request.headers);
    const [, factorId, action] = factor;
    if (action === "/challenge" && method === "POST") {
      return json(await challengeFactor(context, caller, factorId, request.clientIp));
    }
    if (action === "/verify" && method === "POST") {
      return json(await verifyFactor(context, caller, factorId, parseBody(request.body)));
    }
    if (action === undefined && method === "DELETE") {
      return json(await unenrolFactor(context, caller, factorId));
    }
  }
  if (path === "/health" && method === "GET") {
    return json({
      name: "innovatehub-local-auth",
      description: "Supabase Auth subset for local development",
    });
  }
  return null;
}

/** Everything under /auth/v1. What is not served answers 501 with the path. */
export async function handleAuth(context: AuthContext, request: AuthRequest): Promise<HttpResult> {
  try {
    const result = await route(context, request);
    if (result === null) {
      throw authNotServed(`${request.method} /auth/v1${request.path}`);
    }
    return result;
  } catch (error) {
    if (error instanceof AuthApiFailure) {
      return error.toResult();
    }
    throw error;
  }
}
