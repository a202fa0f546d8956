import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt);
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = "scrypt";

/** Stored in auth.users.encrypted_password as scrypt$<salt>$<key> (Supabase Auth stores bcrypt there). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = (await scryptAsync(password, salt, KEY_BYTES)) as Buffer;
  return `${PREFIX}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  const [prefix, salt, key] = (stored ?? "").split("$");
  if (prefix !== PREFIX || salt === undefined || key === undefined) {
    return false;
  }
  const expected = Buffer.from(key, "base64");
  const actual = (await scryptAsync(
    password,
    Buffer.from(salt, "base64"),
    expected.length,
  )) as Buffer;
  return timingSafeEqual(actual, expected);
}
