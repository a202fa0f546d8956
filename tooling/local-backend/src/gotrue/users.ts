import type { PGlite, Transaction } from "@electric-sql/pglite";

type Queryable = PGlite | Transaction;

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string;
  created_at: Date;
  updated_at: Date;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    "select * from auth.users where lower(email) = lower($1) and deleted_at is null",
    [email.trim()],
  );
  return rows[0];
}

export async function findUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    "select * from auth.users where id = $1 and deleted_at is null",
    [id],
  );
  return rows[0];
}

export async function userFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  return (
    await db.query<FactorRow>(
      "select * from auth.mfa_factors where user_id = $1 order by created_at",
      [userId],
    )
  ).rows;
}

/** The e-mail identity every password user has, as Supabase Auth creates it. */
export async function insertEmailIdentity(
  tx: Queryable,
  user: { id: string; email: string },
): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now())`,
    [
      user.id,
      user.id,
      JSON.stringify({
        sub: user.id,
        email: user.email,
        email_verified: true,
        phone_verified: false,
      }),
    ],
  );
}

function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? "",
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
  };
}

/** The user object Supabase Auth returns (GET /user, sessions); `factors` is left out when there are none. */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = (
    await db.query<IdentityRow>("select * from auth.identities where user_id = $1", [user.id])
  ).rows;
  const factors = await userFactors(db, user.id);
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: "",
    confirmed_at: user.email_confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: identity.last_sign_in_at,
      created_at: identity.created_at,
      updated_at: identity.updated_at,
      email: identity.email,
    })),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}
