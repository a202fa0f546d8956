import type { PGlite, Transaction } from "@electric-sql/pglite";
import { SignJWT } from "jose";
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { JwtError, requestToken, verifyToken } from "../verify-jwt.ts";
import { AuthApiFailure } from "./errors.ts";
import { HTTP_STATUS } from "../http/status.ts";
import type { WrongCodeLimiter } from "./mfa.ts";
import type { WrongPasswordLimiter } from "./passwords.ts";
import { findUser, userJson, type UserRow } from "./users.ts";

type Queryable = PGlite | Transaction;

/** Supabase Auth's default access-token lifetime. */
const ACCESS_TOKEN_TTL_SECONDS = 3600;
const REFRESH_TOKEN_BYTES = 24;
const MS_PER_SECOND = 1000;

export interface AuthContext {
  db: PGlite;
  jwtSecret: Uint8Array;
  /** The `iss` claim: <backend url>/auth/v1, as Supabase Auth sets it. */
  issuer: string;
  wrongCodes: WrongCodeLimiter;
  wrongPasswords: WrongPasswordLimiter;
}

type Aal = "aal1" | "aal2";
export type AuthMethod = "password" | "totp";

interface SessionRow {
  id: string;
  user_id: string;
  aal: Aal;
}

/** The caller's verified access token, its session and its user. */
export interface SignedInCaller {
  claims: Record<string, unknown>;
  session: SessionRow;
  user: UserRow;
}

export async function createSession(tx: Queryable, userId: string): Promise<string> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [sessionId, userId],
  );
  await recordAuthMethod(tx, sessionId, "password");
  await tx.query(
    "update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1",
    [userId],
  );
  return sessionId;
}

export async function recordAuthMethod(
  tx: Queryable,
  sessionId: string,
  method: AuthMethod,
): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** A new refresh token for the session; `parent` is the token it replaces (rotation). */
export async function issueRefreshToken(
  tx: Queryable,
  session: { id: string; userId: string },
  parent: string | null,
): Promise<string> {
  const token = randomBytes(REFRESH_TOKEN_BYTES).toString("base64url");
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4)`,
    [token, session.userId, parent, session.id],
  );
  return token;
}

async function accessToken(
  context: AuthContext,
  user: UserRow,
  session: SessionRow,
  issuedAt: number,
): Promise<string> {
  const amr = (
    await context.db.query<{ method: string; timestamp: number }>(
      `select authentication_method as method, extract(epoch from updated_at)::bigint::integer as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
      [session.id],
    )
  ).rows;
  return new SignJWT({
    aud: "authenticated",
    email: user.email,
    phone: "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: "authenticated",
    aal: session.aal,
    amr,
    session_id: session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(context.issuer)
    .setSubject(user.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(context.jwtSecret);
}

/** The session object Supabase Auth answers token grants and MFA verification with. */
export async function sessionResponse(
  context: AuthContext,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const session = await findSession(context.db, sessionId);
  const user = session === undefined ? undefined : await findUser(context.db, session.user_id);
  if (session === undefined || user === undefined) {
    throw new AuthApiFailure(HTTP_STATUS.forbidden, "session_not_found", "Session not found");
  }
  const issuedAt = Math.floor(Date.now() / MS_PER_SECOND);
  return {
    access_token: await accessToken(context, user, session, issuedAt),
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: issuedAt + ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refreshToken,
    user: await userJson(context.db, user),
  };
}

async function findSession(db: Queryable, id: string): Promise<SessionRow | undefined> {
  return (
    await db.query<SessionRow>("select id, user_id, aal from auth.sessions where id = $1", [id])
  ).rows[0];
}

/**
 * Checks the Bearer access token as Supabase Auth does for /user, /logout and /factors: a valid signature and
 * expiry, the authenticated role, and a session that still exists (it is gone after logout).
 */
export async function requireSignedIn(
  context: AuthContext,
  headers: IncomingHttpHeaders,
): Promise<SignedInCaller> {
  let claims: Record<string, unknown>;
  try {
    ({ claims } = await verifyToken(requestToken(headers), context.jwtSecret));
  } catch (error) {
    if (error instanceof JwtError) {
      throw new AuthApiFailure(HTTP_STATUS.forbidden, "bad_jwt", `invalid JWT: ${error.message}`);
    }
    throw error;
  }
  if (claims.role !== "authenticated" || typeof claims.sub !== "string") {
    throw new AuthApiFailure(
      HTTP_STATUS.forbidden,
      "no_authorization",
      "This endpoint requires a user's access token",
    );
  }
  const session =
    typeof claims.session_id === "string"
      ? await findSession(context.db, claims.session_id)
      : undefined;
  if (session?.user_id !== claims.sub) {
    throw new AuthApiFailure(
      HTTP_STATUS.forbidden,
      "session_not_found",
      "Session from session_id claim in JWT does not exist",
    );
  }
  const user = await findUser(context.db, claims.sub);
  if (user === undefined) {
    throw new AuthApiFailure(
      HTTP_STATUS.forbidden,
      "user_not_found",
      "User from sub claim in JWT does not exist",
    );
  }
  return { claims, session, user };
}
