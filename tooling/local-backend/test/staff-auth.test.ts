// Contract tests of staff sign-in with the real supabase-js: password, TOTP enrolment and challenge, aal2-only
// reads, refresh-token rotation, logout and the wrong-code limit. They run against the local backend, and against
// a real Supabase project when STAFF_CONTRACT_REMOTE=1 and SUPABASE_URL, SUPABASE_ANON_KEY and
// SUPABASE_SERVICE_ROLE_KEY are set (the project needs the migrations pushed and TOTP MFA enabled).
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { generate } from "otplib";
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_WRONG_CODES } from "../src/gotrue/mfa.ts";
import { addStaffMember, removeStaffMember } from "../src/staff/members.ts";
import { booking, manilaSlot, startTestBackend } from "./helpers.ts";

interface Target {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** How long a used refresh token is still accepted (Supabase Auth's reuse interval; none locally). */
  refreshReuseGraceMs: number;
  /** Wrong codes to try before a 429 must have come. */
  maxWrongCodesBeforeLimit: number;
  close(): Promise<void>;
}

const STATUS_UNPROCESSABLE = 422;
const STATUS_TOO_MANY = 429;
const CODE_MODULUS = 1_000_000;
const CODE_DIGITS = 6;
const SUPABASE_REUSE_INTERVAL_MS = 11_000;
const REMOTE_WRONG_CODE_ATTEMPTS = 60;
const REMOTE_TEST_TIMEOUT_MS = 120_000;

type Endpoint = Pick<Target, "url" | "anonKey">;

function anonClient(target: Endpoint): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function wrongCode(code: string): string {
  return String((Number(code) + 1) % CODE_MODULUS).padStart(CODE_DIGITS, "0");
}

async function signIn(target: Endpoint, email: string, password: string): Promise<SupabaseClient> {
  const supabase = anonClient(target);
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return supabase;
}

/** Enrols a TOTP factor for the signed-in client and returns its id and secret. */
async function enrolTotp(supabase: SupabaseClient): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: "phone",
  });
  expect(error).toBeNull();
  if (data?.type !== "totp") {
    throw new Error("expected a TOTP enrolment");
  }
  expect(data.totp.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
  return { factorId: data.id, secret: data.totp.secret };
}

async function verifyCode(supabase: SupabaseClient, factorId: string, code: string) {
  const challenge = await supabase.auth.mfa.challenge({ factorId });
  expect(challenge.error).toBeNull();
  return supabase.auth.mfa.verify({ factorId, challengeId: challenge.data?.id ?? "", code });
}

async function appointmentIds(supabase: SupabaseClient): Promise<string[]> {
  const { data, error } = await supabase.from("appointments").select("id");
  expect(error).toBeNull();
  return (data ?? []).map((row: { id: string }) => row.id).sort();
}

function staffContract(name: string, open: () => Promise<Target>, timeout?: number) {
  describe(name, { timeout }, () => {
    let target: Target;
    let admin: SupabaseClient;
    const suffix = randomUUID().slice(0, 8);
    const agent = {
      email: `contract-agent-${suffix}@example.com`,
      password: randomBytes(12).toString("base64url"),
    };
    const other = {
      email: `contract-other-${suffix}@example.com`,
      password: randomBytes(12).toString("base64url"),
    };
    let secret = "";
    let factorId = "";
    let verifiedAgent: SupabaseClient | undefined;

    beforeAll(async () => {
      target = await open();
      admin = createClient(target.url, target.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      await addStaffMember(admin, { ...agent, role: "agent" });
      await addStaffMember(admin, { ...other, role: "agent" });
    });

    afterAll(async () => {
      await removeStaffMember(admin, agent.email);
      await removeStaffMember(admin, other.email);
      await target.close();
    });

    it("refuses a wrong password", async () => {
      const { data, error } = await anonClient(target).auth.signInWithPassword({
        email: agent.email,
        password: `${agent.password}x`,
      });
      expect(data.session).toBeNull();
      expect(error?.code).toBe("invalid_credentials");
    });

    it("signs in with a password at aal1, enrols TOTP, verifies a code and then reads rows at aal2 only", async () => {
      const supabase = await signIn(target, agent.email, agent.password);
      const first = await supabase.auth.getSession();
      expect(first.data.session?.user.email).toBe(agent.email);
      expect(first.data.session?.user.identities?.[0]?.provider).toBe("email");
      expect((await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe(
        "aal1",
      );
      expect(await appointmentIds(supabase)).toEqual([]);

      const elsewhere = await signIn(target, agent.email, agent.password);
      ({ factorId, secret } = await enrolTotp(supabase));
      const verified = await verifyCode(supabase, factorId, await generate({ secret }));
      expect(verified.error).toBeNull();
      // Verifying a new factor ends the member's other sessions.
      expect((await elsewhere.auth.refreshSession()).data.session).toBeNull();

      const { data: session } = await supabase.auth.getSession();
      expect(session.session?.access_token).toBeTruthy();
      expect(session.session?.refresh_token).toBeTruthy();
      expect(session.session?.expires_at).toBeGreaterThan(Date.now() / 1000);
      expect(session.session?.user.factors).toEqual([
        expect.objectContaining({ id: factorId, factor_type: "totp", status: "verified" }),
      ]);
      const aal = (await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data;
      expect(aal?.currentLevel).toBe("aal2");
      expect(
        aal?.currentAuthenticationMethods
          .map((entry) => (typeof entry === "string" ? entry : entry.method))
          .sort(),
      ).toEqual(["password", "totp"]);

      const everything = await appointmentIds(admin);
      expect(await appointmentIds(supabase)).toEqual(everything);
      if (target.refreshReuseGraceMs === 0) {
        expect(everything.length).toBeGreaterThan(0); // the local seed has bookings
      }
      const members = await supabase.rpc("staff_members");
      expect(members.error).toBeNull();
      expect(members.data).toContainEqual(
        expect.objectContaining({ email: agent.email, role: "agent" }),
      );
      verifiedAgent = supabase;
    });

    it("a later password-only session of the same member is aal1, must pass a challenge, and reads nothing", async () => {
      const supabase = await signIn(target, agent.email, agent.password);
      const aal = (await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data;
      expect(aal).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
      expect(await appointmentIds(supabase)).toEqual([]);
      const members = await supabase.rpc("staff_members");
      expect(members.error).toMatchObject({ code: "PT403", message: "mfa_required" });
      const factors = await supabase.auth.mfa.listFactors();
      expect(factors.data?.totp.map((factor) => factor.id)).toEqual([factorId]);
    });

    it("refresh rotates the refresh token; a reused one is refused and ends the session", async () => {
      const supabase = await signIn(target, agent.email, agent.password);
      const before = (await supabase.auth.getSession()).data.session;
      const refreshed = await supabase.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      const after = refreshed.data.session;
      expect(after?.refresh_token).toBeTruthy();
      expect(after?.refresh_token).not.toBe(before?.refresh_token);
      expect(after?.user.id).toBe(before?.user.id);

      await new Promise((resolve) => setTimeout(resolve, target.refreshReuseGraceMs));
      const reused = await anonClient(target).auth.refreshSession({
        refresh_token: before?.refresh_token ?? "",
      });
      expect(reused.data.session).toBeNull();
      expect(reused.error?.code).toBe("refresh_token_already_used");
      const afterReuse = await anonClient(target).auth.refreshSession({
        refresh_token: after?.refresh_token ?? "",
      });
      expect(afterReuse.data.session).toBeNull();
    });

    it("logout ends the session: its access token no longer loads the user and its refresh token is refused", async () => {
      const supabase = await signIn(target, agent.email, agent.password);
      const session = (await supabase.auth.getSession()).data.session;
      // Only this session: the aal2 session of the enrolment test is used again below.
      expect((await supabase.auth.signOut({ scope: "local" })).error).toBeNull();
      const user = await anonClient(target).auth.getUser(session?.access_token);
      expect(user.data.user).toBeNull();
      expect(user.error).not.toBeNull();
      const refreshed = await anonClient(target).auth.refreshSession({
        refresh_token: session?.refresh_token ?? "",
      });
      expect(refreshed.data.session).toBeNull();
    });

    it("refuses wrong TOTP codes and then limits attempts, even with the right code", async () => {
      const supabase = await signIn(target, other.email, other.password);
      const enrolment = await enrolTotp(supabase);
      const statuses: number[] = [];
      while (
        !statuses.includes(STATUS_TOO_MANY) &&
        statuses.length <= target.maxWrongCodesBeforeLimit
      ) {
        const { error } = await verifyCode(
          supabase,
          enrolment.factorId,
          wrongCode(await generate(enrolment)),
        );
        statuses.push(error?.status ?? 0);
      }
      expect(statuses.at(-1)).toBe(STATUS_TOO_MANY);
      expect(statuses.slice(0, -1).every((status) => status === STATUS_UNPROCESSABLE)).toBe(true);
      expect(statuses.length).toBeGreaterThan(1);

      const right = await verifyCode(supabase, enrolment.factorId, await generate(enrolment));
      expect(right.error?.status).toBe(STATUS_TOO_MANY);
      expect(await appointmentIds(supabase)).toEqual([]);
    });

    it("sign-out ends an aal2 session at once: its still-valid access token reads nothing and may do nothing", async () => {
      const supabase = await signIn(target, agent.email, agent.password);
      expect((await verifyCode(supabase, factorId, await generate({ secret }))).error).toBeNull();
      const token = (await supabase.auth.getSession()).data.session?.access_token ?? "";
      const sameToken = createClient(target.url, target.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { Authorization: `Bearer ${token}` } },
      });
      expect(await appointmentIds(sameToken)).toEqual(await appointmentIds(admin));
      expect((await sameToken.rpc("staff_members")).error).toBeNull();

      expect((await supabase.auth.signOut({ scope: "local" })).error).toBeNull();
      expect(await appointmentIds(sameToken)).toEqual([]);
      const members = await sameToken.rpc("staff_members");
      expect(members.error).toMatchObject({ code: "PT401", message: "session_ended" });
    });

    it("a removed member's still-valid aal2 access token reads nothing and may do nothing", async () => {
      if (verifiedAgent === undefined) {
        throw new Error("needs the aal2 session of the enrolment test");
      }
      expect((await appointmentIds(verifiedAgent)).length).toBeGreaterThan(0);
      expect(await removeStaffMember(admin, agent.email)).toBe(true);
      expect(await appointmentIds(verifiedAgent)).toEqual([]);
      const members = await verifiedAgent.rpc("staff_members");
      expect(members.error).toMatchObject({ code: "PT403", message: "staff_only" });
    });
  });
}

staffContract("staff auth against the local backend", async () => {
  const backend = await startTestBackend();
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    refreshReuseGraceMs: 0,
    maxWrongCodesBeforeLimit: MAX_WRONG_CODES,
    close: () => backend.cleanup(),
  };
});

describe("staff functions through the local backend's RPC endpoint", () => {
  const WEEKS_AHEAD = 7;

  it("answer the changed row as one JSON object (as PostgREST does) and a taken slot as 409", async () => {
    const backend = await startTestBackend();
    try {
      const admin = createClient(backend.url, backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const member = {
        email: `rpc-${randomUUID().slice(0, 8)}@example.com`,
        password: randomBytes(12).toString("base64url"),
      };
      await addStaffMember(admin, { ...member, role: "agent" });
      const supabase = await signIn(backend, member.email, member.password);
      const factor = await enrolTotp(supabase);
      expect(
        (await verifyCode(supabase, factor.factorId, await generate(factor))).error,
      ).toBeNull();

      const visitor = booking(manilaSlot(WEEKS_AHEAD, 2, "13:00"), "rpc.visitor@example.com");
      const other = booking(manilaSlot(WEEKS_AHEAD, 3, "15:00"), "rpc.other@example.com");
      for (const row of [visitor, other]) {
        expect((await anonClient(backend).from("appointments").insert(row)).error).toBeNull();
      }

      const confirmed = await supabase.rpc("staff_set_appointment_status", {
        p_id: visitor.id,
        p_status: "confirmed",
      });
      expect(confirmed.error).toBeNull();
      expect(confirmed.data).toMatchObject({ id: visitor.id, status: "confirmed", revision: 1 });

      const refused = await supabase.rpc("staff_reschedule_appointment", {
        p_id: visitor.id,
        p_scheduled_at: other.scheduled_at,
      });
      expect(refused.status).toBe(409);
      expect(refused.error).toMatchObject({ code: "PT409", message: "slot_taken" });
    } finally {
      await backend.cleanup();
    }
  });
});

const remote = {
  url: process.env.SUPABASE_URL ?? "",
  anonKey: process.env.SUPABASE_ANON_KEY ?? "",
  serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? "",
};
const remoteEnabled =
  process.env.STAFF_CONTRACT_REMOTE === "1" && Object.values(remote).every((value) => value !== "");

describe.skipIf(!remoteEnabled)("against a real Supabase project", () => {
  staffContract(
    "staff auth against SUPABASE_URL",
    () =>
      Promise.resolve({
        ...remote,
        refreshReuseGraceMs: SUPABASE_REUSE_INTERVAL_MS,
        maxWrongCodesBeforeLimit: REMOTE_WRONG_CODE_ATTEMPTS,
        close: () => Promise.resolve(),
      }),
    REMOTE_TEST_TIMEOUT_MS,
  );
});
