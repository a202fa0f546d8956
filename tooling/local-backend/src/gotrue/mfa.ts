import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { randomUUID } from "node:crypto";
import { AttemptLimiter } from "./attempt-limiter.ts";
import { AuthApiFailure, authNotServed } from "./errors.ts";
import { HTTP_STATUS } from "../http/status.ts";
import {
  issueRefreshToken,
  recordAuthMethod,
  sessionResponse,
  type AuthContext,
  type SignedInCaller,
} from "./sessions.ts";
import { userFactors, type FactorRow } from "./users.ts";

const CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes allowed per factor in WRONG_CODE_WINDOW_MS before verification answers 429. */
export const MAX_WRONG_CODES = 5;
const WRONG_CODE_WINDOW_MS = 5 * 60_000;
/** One 30-second step either side, for clock drift between the phone and the server. */
const TOTP_TOLERANCE_SECONDS = 30;
const MS_PER_SECOND = 1000;
const DEFAULT_ISSUER = "InnovateHub (local)";

interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
}

/** Wrong TOTP codes per factor, kept in memory: a restart forgets them, like a rate-limit window ending. */
export class WrongCodeLimiter extends AttemptLimiter {
  constructor() {
    super(MAX_WRONG_CODES, WRONG_CODE_WINDOW_MS);
  }
}

async function ownFactor(
  context: AuthContext,
  caller: SignedInCaller,
  factorId: string,
): Promise<FactorRow> {
  const factor = (await userFactors(context.db, caller.user.id)).find((row) => row.id === factorId);
  if (factor === undefined) {
    throw new AuthApiFailure(HTTP_STATUS.notFound, "mfa_factor_not_found", "Factor not found");
  }
  return factor;
}

function requireAal2WhenVerifiedFactors(caller: SignedInCaller, factors: FactorRow[]): void {
  if (factors.some((factor) => factor.status === "verified") && caller.session.aal !== "aal2") {
    throw new AuthApiFailure(
      HTTP_STATUS.unprocessable,
      "insufficient_aal",
      "AAL2 required to manage factors when a verified factor exists",
    );
  }
}

/** POST /factors: enrols an unverified TOTP factor and returns its secret, otpauth URI and QR code (SVG). */
export async function enrolFactor(
  context: AuthContext,
  caller: SignedInCaller,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (body.factor_type !== "totp") {
    throw authNotServed(`MFA factor type ${String(body.factor_type)} (only totp)`);
  }
  const factors = await userFactors(context.db, caller.user.id);
  requireAal2WhenVerifiedFactors(caller, factors);
  const friendlyName = typeof body.friendly_name === "string" ? body.friendly_name : "";
  if (friendlyName !== "" && factors.some((factor) => factor.friendly_name === friendlyName)) {
    throw new AuthApiFailure(
      HTTP_STATUS.unprocessable,
      "mfa_factor_name_conflict",
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  // Abandoned enrolments are replaced, as Supabase Auth cleans up unverified factors.
  await context.db.query(
    "delete from auth.mfa_factors where user_id = $1 and status = 'unverified'",
    [caller.user.id],
  );
  const id = randomUUID();
  const secret = generateSecret();
  const issuer =
    typeof body.issuer === "string" && body.issuer !== "" ? body.issuer : DEFAULT_ISSUER;
  const uri = generateURI({ issuer, label: caller.user.email, secret });
  await context.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, caller.user.id, friendlyName === "" ? null : friendlyName, secret],
  );
  return {
    id,
    type: "totp",
    friendly_name: friendlyName,
    totp: { qr_code: await QRCode.toString(uri, { type: "svg" }), secret, uri },
  };
}

/** POST /factors/{id}/challenge */
export async function challengeFactor(
  context: AuthContext,
  caller: SignedInCaller,
  factorId: string,
  ip: string,
): Promise<Record<string, unknown>> {
  await ownFactor(context, caller, factorId);
  const id = randomUUID();
  const createdAt = Math.floor(Date.now() / MS_PER_SECOND);
  await context.db.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, to_timestamp($3), $4)`,
    [id, factorId, createdAt, ip],
  );
  return { id, type: "totp", expires_at: createdAt + CHALLENGE_TTL_SECONDS };
}

/**
 * POST /factors/{id}/verify: checks the code against the challenge (once, before it expires). Success verifies
 * the factor, raises the session to aal2 with `totp` in its amr, and answers a new session (new access and
 * refresh token). Wrong codes answer 422; more than MAX_WRONG_CODES in five minutes answer 429.
 */
export async function verifyFactor(
  context: AuthContext,
  caller: SignedInCaller,
  factorId: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const factor = await ownFactor(context, caller, factorId);
  const now = Date.now();
  if (context.wrongCodes.isLimited(factorId, now)) {
    throw new AuthApiFailure(
      HTTP_STATUS.tooManyRequests,
      "over_request_rate_limit",
      "Too many wrong codes. Please wait a few minutes before trying again.",
    );
  }
  const challenge = (
    await context.db.query<ChallengeRow>(
      "select * from auth.mfa_challenges where id = $1 and factor_id = $2",
      [String(body.challenge_id), factorId],
    )
  ).rows[0];
  if (challenge === undefined) {
    throw new AuthApiFailure(
      HTTP_STATUS.notFound,
      "mfa_challenge_not_found",
      "MFA challenge not found",
    );
  }
  if (
    challenge.verified_at !== null ||
    now - challenge.created_at.getTime() > CHALLENGE_TTL_SECONDS * MS_PER_SECOND
  ) {
    throw new AuthApiFailure(
      HTTP_STATUS.unprocessable,
      "mfa_challenge_expired",
      "MFA challenge has expired or was already used, create a new one",
    );
  }
  const code = typeof body.code === "string" ? body.code.trim() : "";
  const { valid } = /^\d{6}$/.test(code)
    ? await verify({ secret: factor.secret, token: code, epochTolerance: TOTP_TOLERANCE_SECONDS })
    : { valid: false };
  if (!valid) {
    context.wrongCodes.record(factorId, now);
    throw new AuthApiFailure(
      HTTP_STATUS.unprocessable,
      "mfa_verification_failed",
      "Invalid TOTP code entered",
    );
  }
  context.wrongCodes.clear(factorId);

  const refreshToken = await context.db.transaction(async (tx) => {
    await tx.query("update auth.mfa_challenges set verified_at = now() where id = $1", [
      challenge.id,
    ]);
    await tx.query(
      "update auth.mfa_factors set status = 'verified', updated_at = now(), last_challenged_at = now() where id = $1",
      [factorId],
    );
    // Verifying a new factor signs the user out everywhere else, as Supabase Auth does.
    if (factor.status === "unverified") {
      await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [
        caller.user.id,
        caller.session.id,
      ]);
    }
    await tx.query(
      "update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1",
      [caller.session.id, factorId],
    );
    await recordAuthMethod(tx, caller.session.id, "totp");
    await tx.query(
      "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1",
      [caller.session.id],
    );
    return issueRefreshToken(tx, { id: caller.session.id, userId: caller.user.id }, null);
  });
  return sessionResponse(context, caller.session.id, refreshToken);
}

/** DELETE /factors/{id}: a verified factor can be removed only from an aal2 session. */
export async function unenrolFactor(
  context: AuthContext,
  caller: SignedInCaller,
  factorId: string,
): Promise<Record<string, unknown>> {
  await ownFactor(context, caller, factorId);
  requireAal2WhenVerifiedFactors(caller, await userFactors(context.db, caller.user.id));
  await context.db.query("delete from auth.mfa_factors where id = $1", [factorId]);
  context.wrongCodes.clear(factorId);
  return { id: factorId };
}
