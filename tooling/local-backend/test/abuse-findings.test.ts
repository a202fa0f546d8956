// Issue 26 through the real supabase-js client: a client that forges its forwarding headers is still counted by
// the address it connects from, and password guessing is limited and does not reveal who is staff by its timing.
import { createClient } from "@supabase/supabase-js";
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_WRONG_PASSWORDS } from "../src/gotrue/passwords.ts";
import { addStaffMember } from "../src/staff/members.ts";
import { client, startTestBackend } from "./helpers.ts";

type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;
const STATUS_TOO_MANY = 429;
const PER_ADDRESS_LIMIT = 3;
const TIMING_SAMPLES = 7;
/** An unknown address must take at least this share of a known one's time (it was about 8% before the fix). */
const MIN_TIME_RATIO = 0.5;

function randomAddress(): string {
  return Array.from(randomBytes(4)).join(".");
}

function inquiry(email: string) {
  return {
    id: `inq-${randomUUID()}`,
    kind: "global",
    name: "Probe Visitor",
    email,
    phone: "+63 912 345 6789",
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe("abuse resistance of the local backend (issue 26)", () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend();
  });

  afterAll(async () => {
    await backend.cleanup();
  });

  it("counts the address a client connects from, whatever forwarding headers it sends", async () => {
    await backend.sql(
      "update private.rate_limits set max_count = $1 where name = 'inquiries_per_client_per_hour'",
      [PER_ADDRESS_LIMIT],
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PER_ADDRESS_LIMIT; attempt += 1) {
      const forged = createClient(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: {
          headers: {
            "X-Forwarded-For": `${randomAddress()}, ${randomAddress()}`,
            "CF-Connecting-IP": randomAddress(),
          },
        },
      });
      const { status } = await forged
        .from("inquiries")
        .insert(inquiry(`forged${attempt}@example.com`));
      statuses.push(status);
    }
    expect(statuses).toEqual([201, 201, 201, STATUS_TOO_MANY]);
  });

  it("answers only the schedule at mail-worker: a caller with the public key gets 401", async () => {
    const response = await fetch(`${backend.url}/functions/v1/mail-worker`, {
      method: "POST",
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
      body: "{}",
    });
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });

  it("limits wrong passwords per address and answers unknown and known addresses after the same work", async () => {
    const admin = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const member = {
      email: `timing-${randomUUID().slice(0, 8)}@example.com`,
      password: randomBytes(12).toString("base64url"),
    };
    await addStaffMember(admin, { ...member, role: "agent" });
    const anon = client(backend, backend.anonKey);

    const timed = async (email: string) => {
      const started = performance.now();
      const { error } = await anon.auth.signInWithPassword({ email, password: "not-the-password" });
      expect(error?.code).toBe("invalid_credentials");
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let sample = 0; sample < TIMING_SAMPLES; sample += 1) {
      known.push(await timed(member.email));
      unknown.push(await timed(`nobody-${sample}@example.com`));
    }
    expect(median(unknown) / median(known)).toBeGreaterThan(MIN_TIME_RATIO);

    const statuses: number[] = [];
    for (let guess = known.length + unknown.length; guess <= MAX_WRONG_PASSWORDS; guess += 1) {
      const { error } = await anon.auth.signInWithPassword({
        email: member.email,
        password: `guess-${guess}`,
      });
      statuses.push(error?.status ?? 0);
    }
    expect(statuses.at(-1)).toBe(STATUS_TOO_MANY);
    expect(statuses.filter((status) => status === STATUS_TOO_MANY)).toHaveLength(1);
    const right = await anon.auth.signInWithPassword(member);
    expect(right.error?.status).toBe(STATUS_TOO_MANY);
  });
});
