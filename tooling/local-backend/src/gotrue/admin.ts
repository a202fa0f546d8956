import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { JwtError, requestToken, verifyToken } from "../verify-jwt.ts";
import { AuthApiFailure } from "./errors.ts";
import { HTTP_STATUS } from "../http/status.ts";
import { hashPassword } from "./passwords.ts";
import type { AuthContext } from "./sessions.ts";
import { findUser, findUserByEmail, insertEmailIdentity, userJson } from "./users.ts";

const MIN_PASSWORD_LENGTH = 8;

async function requireServiceRole(
  context: AuthContext,
  headers: IncomingHttpHeaders,
): Promise<void> {
  try {
    const { role } = await verifyToken(requestToken(headers), context.jwtSecret);
    if (role === "service_role") {
      return;
    }
  } catch (error) {
    if (!(error instanceof JwtError)) {
      throw error;
    }
  }
  throw new AuthApiFailure(HTTP_STATUS.forbidden, "not_admin", "User not allowed");
}

function passwordFrom(body: Record<string, unknown>): string | undefined {
  if (body.password === undefined) {
    return undefined;
  }
  if (typeof body.password !== "string" || body.password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthApiFailure(
      HTTP_STATUS.unprocessable,
      "weak_password",
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
    );
  }
  return body.password;
}

/** POST /admin/users: creates a confirmed e-mail + password user (sign-ups stay closed). */
async function createUser(context: AuthContext, body: Record<string, unknown>) {
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AuthApiFailure(
      HTTP_STATUS.badRequest,
      "validation_failed",
      "Unable to validate email address: invalid format",
    );
  }
  const password = passwordFrom(body);
  if (await findUserByEmail(context.db, email)) {
    throw new AuthApiFailure(
      HTTP_STATUS.unprocessable,
      "email_exists",
      "A user with this email address has already been registered",
    );
  }
  const id = randomUUID();
  const encrypted = password === undefined ? null : await hashPassword(password);
  await context.db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, $3, case when $4 then now() end,
         '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [id, email, encrypted, body.email_confirm === true],
    );
    await insertEmailIdentity(tx, { id, email });
  });
  return found(context, id);
}

async function found(context: AuthContext, id: string) {
  const user = await findUser(context.db, id);
  if (user === undefined) {
    throw new AuthApiFailure(HTTP_STATUS.notFound, "user_not_found", "User not found");
  }
  return userJson(context.db, user);
}

/** PUT /admin/users/{id}: sets a new password (and confirms the e-mail when asked). */
async function updateUser(context: AuthContext, id: string, body: Record<string, unknown>) {
  await found(context, id);
  const password = passwordFrom(body);
  if (password !== undefined) {
    await context.db.query(
      "update auth.users set encrypted_password = $2, updated_at = now() where id = $1",
      [id, await hashPassword(password)],
    );
  }
  if (body.email_confirm === true) {
    await context.db.query(
      "update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1",
      [id],
    );
  }
  return found(context, id);
}

/** DELETE /admin/users/{id}: the user's sessions, factors and identities go with it. Answers {}. */
async function deleteUser(context: AuthContext, id: string) {
  await found(context, id);
  await context.db.query("delete from auth.users where id = $1", [id]);
  return {};
}

/** The Auth admin endpoints the staff scripts use (service-role key only). */
export async function handleAdmin(
  context: AuthContext,
  request: {
    method: string;
    path: string;
    headers: IncomingHttpHeaders;
    body: Record<string, unknown>;
  },
): Promise<Record<string, unknown> | null> {
  await requireServiceRole(context, request.headers);
  if (request.path === "/admin/users" && request.method === "POST") {
    return createUser(context, request.body);
  }
  const id = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(request.path)?.[1];
  if (id !== undefined && request.method === "GET") {
    return found(context, id);
  }
  if (id !== undefined && request.method === "PUT") {
    return updateUser(context, id, request.body);
  }
  if (id !== undefined && request.method === "DELETE") {
    return deleteUser(context, id);
  }
  return null;
}
