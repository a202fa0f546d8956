import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { storageErrors } from "./errors.ts";

/** What a signed URL's token allows: uploading one object, or reading one. */
export type SignedUrlScope = "upload" | "download";

interface SignedClaims {
  /** `<bucket>/<object name>`: the one object the token is for. */
  url: string;
  scope: SignedUrlScope;
  owner?: string;
  upsert?: boolean;
}

/** Signs a token for one object and one action, as Storage does (HS256 with the project's secret). */
export async function signObjectToken(
  secret: Uint8Array,
  claims: SignedClaims,
  expiresInSeconds: number,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresInSeconds)
    .sign(secret);
}

/** Verifies a signed URL's token: signature, expiry, the action and the object it was issued for. */
export async function verifyObjectToken(
  secret: Uint8Array,
  token: string,
  url: string,
  scope: SignedUrlScope,
  now: Date,
): Promise<{ owner: string | undefined; upsert: boolean }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], currentDate: now }));
  } catch (error) {
    throw error instanceof joseErrors.JWTExpired ? storageErrors.expired() : storageErrors.invalidJwt();
  }
  if (payload.scope !== scope) {
    throw storageErrors.invalidJwt(`Token is not scoped for ${scope}`);
  }
  if (payload.url !== url) {
    throw storageErrors.invalidJwt("Invalid signature");
  }
  return {
    owner: typeof payload.owner === "string" ? payload.owner : undefined,
    upsert: payload.upsert === true,
  };
}
