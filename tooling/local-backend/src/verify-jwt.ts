import { errors as joseErrors, jwtVerify } from "jose";
import type { IncomingHttpHeaders } from "node:http";

/** The database roles a request may run as, as on Supabase. */
const API_ROLES = ["anon", "authenticated", "service_role"] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface RequestIdentity {
  role: ApiRole;
  /** The verified JWT claims, passed to SQL as request.jwt.claims. */
  claims: Record<string, unknown>;
}

/** Why a request's JWT was refused; `hint` tells the caller what to send instead. */
export class JwtError extends Error {
  override name = "JwtError";
  constructor(
    message: string,
    readonly hint: string | null,
  ) {
    super(message);
  }
}

function isApiRole(value: unknown): value is ApiRole {
  return API_ROLES.some((role) => role === value);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The token PostgREST would see: the Bearer token, or the apikey when no Authorization header is sent, or (as
 * Supabase's gateway accepts it, for clients that cannot set headers: navigator.sendBeacon) the `apikey` query
 * parameter.
 */
export function requestToken(headers: IncomingHttpHeaders, query?: URLSearchParams): string | null {
  const authorization = single(headers.authorization);
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  return bearer ?? single(headers.apikey) ?? query?.get("apikey") ?? null;
}

/** Verifies an HS256 JWT with the project's secret and reads the database role it runs as. */
export async function verifyToken(
  token: string | null,
  secret: Uint8Array,
): Promise<RequestIdentity> {
  if (token === null || token === "") {
    throw new JwtError(
      "No API key found in request",
      "Send the anon key in the apikey and Authorization headers.",
    );
  }
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, secret, { algorithms: ["HS256"] }));
  } catch (error) {
    const expired = error instanceof joseErrors.JWTExpired;
    throw new JwtError(expired ? "JWT expired" : "JWT could not be verified", null);
  }
  const role = claims.role;
  if (!isApiRole(role)) {
    throw new JwtError("JWT role claim is not one of anon, authenticated, service_role", null);
  }
  return { role, claims };
}
