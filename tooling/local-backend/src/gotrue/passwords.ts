import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { AttemptLimiter } from "./attempt-limiter.ts";

const scryptAsync = promisify(scrypt);
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = "scrypt";
/** Compared against when there is no stored hash, so an unknown address costs the same work as a known one. */
const NO_SALT = Buffer.alloc(SALT_BYTES);
const NO_KEY = Buffer.alloc(KEY_BYTES);

/**
 * Wrong passwords per client address: 30 in 5 minutes, then 429 until the window moves on. Supabase Auth's own
 * limit for sign-in and sign-up is 30 requests per 5 minutes per address; this one counts wrong passwords only,
 * so tests and the console's repeated sign-ins from 127.0.0.1 are not refused.
 */
export const MAX_WRONG_PASSWORDS = 30;
const WRONG_PASSWORD_WINDOW_MS = 5 * 60_000;

export class WrongPasswordLimiter extends AttemptLimiter {
  constructor() {
    super(MAX_WRONG_PASSWORDS, WRONG_PASSWORD_WINDOW_MS);
  }
}

/** Stored in auth.users.encrypted_password as scrypt$<salt>$<key> (Supabase Auth stores bcrypt there). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = (await scryptAsync(password, salt, KEY_BYTES)) as Buffer;
  return `${PREFIX}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/**
 * Whether `password` matches the stored hash. Without one (an unknown address, or a user with no password) it
 * still runs the same scrypt, so the answer takes as long and sign-in time does not reveal who is staff.
 */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  const [prefix, salt, key] = (stored ?? "").split("$");
  const known = prefix === PREFIX && salt !== undefined && key !== undefined;
  const expected = known ? Buffer.from(key, "base64") : NO_KEY;
  const actual = (await scryptAsync(
    password,
    known ? Buffer.from(salt, "base64") : NO_SALT,
    expected.length,
  )) as Buffer;
  return timingSafeEqual(actual, expected) && known;
}
