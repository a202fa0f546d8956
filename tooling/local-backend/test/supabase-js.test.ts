import { FunctionsHttpError } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_JWT_SECRET } from "../src/index.ts";
import { booking, client, manilaMonday, manilaSlot, startTestBackend } from "./helpers.ts";

type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;
const WEEKS_AHEAD = 6;
const THIRTY_MINUTES_MS = 30 * 60_000;

async function signedKey(role: string, secret = LOCAL_JWT_SECRET): Promise<string> {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(secret));
}

describe("the real supabase-js client against the local backend", () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend();
  });

  afterAll(async () => {
    await backend.cleanup();
  });

  it("inserts a booking as anon without reading it back, stored as UTC", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 0, "09:00"), "insert@example.com");
    const { error, status } = await client(backend, backend.anonKey)
      .from("appointments")
      .insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);

    const [stored] = await backend.sql<{ utc: string; status: string; ends: string }>(
      `select to_char(scheduled_at at time zone 'UTC', 'HH24:MI') as utc, status,
              to_char(ends_at at time zone 'UTC', 'HH24:MI') as ends
       from public.appointments where id = $1`,
      [row.id],
    );
    expect(stored).toEqual({ utc: "01:00", status: "pending", ends: "01:30" });
  });

  it("answers a taken slot with 409 slot_taken and keeps the first booking", async () => {
    const slot = manilaSlot(WEEKS_AHEAD, 1, "11:00");
    const anon = client(backend, backend.anonKey);
    expect(
      (await anon.from("appointments").insert(booking(slot, "first@example.com"))).error,
    ).toBeNull();

    const { error, status } = await anon
      .from("appointments")
      .insert(booking(slot, "second@example.com"));
    expect(status).toBe(409);
    expect(error).toMatchObject({
      code: "PT409",
      message: "slot_taken",
      details: "The chosen time is no longer available.",
      hint: "Choose another time.",
    });
  });

  it("answers invalid values with 400 and the constraint error", async () => {
    const row = {
      ...booking(manilaSlot(WEEKS_AHEAD, 2, "11:00"), "bad@example.com"),
      duration: "45min",
    };
    const { error, status } = await client(backend, backend.anonKey)
      .from("appointments")
      .insert(row);
    expect(status).toBe(400);
    expect(error?.code).toBe("23514");
  });

  it("answers rate limits with 429 rate_limited", async () => {
    const anon = client(backend, backend.anonKey);
    const email = "limit@example.com";
    for (const time of ["09:00", "09:30", "10:30"]) {
      expect(
        (await anon.from("appointments").insert(booking(manilaSlot(WEEKS_AHEAD, 3, time), email)))
          .error,
      ).toBeNull();
    }
    const { error, status } = await anon
      .from("appointments")
      .insert(booking(manilaSlot(WEEKS_AHEAD, 3, "11:00"), email));
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: "PT429", message: "rate_limited" });
  });

  it("stores an inquiry as anon", async () => {
    const id = `inq-${crypto.randomUUID()}`;
    const { error, status } = await client(backend, backend.anonKey)
      .from("inquiries")
      .insert({
        id,
        kind: "ecommerce",
        name: "Test Seller",
        email: "seller@example.com",
        phone: "+63 912 345 6789",
        company: "Test Shop",
        details: { requirements: "retail", products: "Bags", features: ["payment-gateway"] },
        subscribe: true,
        consent_notice_version: "2026-11-26",
        consent_form: "/ecommerce",
      });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(
      await backend.sql("select kind, subscribe from public.inquiries where id = $1", [id]),
    ).toEqual([{ kind: "ecommerce", subscribe: true }]);
  });

  it("maps a permission error to 401 for anon, as PostgREST does", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 4, "09:00"), "readback@example.com");
    const { error, status } = await client(backend, backend.anonKey)
      .from("appointments")
      .insert(row)
      .select("id")
      .single();
    expect(status).toBe(401);
    expect(error).toMatchObject({
      code: "42501",
      message: "permission denied for table appointments",
    });
  });

  it("maps the same permission error to 403 for an authenticated role", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 4, "09:30"), "auth@example.com");
    const authenticated = client(backend, await signedKey("authenticated"));
    const { error, status } = await authenticated
      .from("appointments")
      .insert(row)
      .select("id")
      .single();
    expect(status).toBe(403);
    expect(error?.code).toBe("42501");
  });

  it("returns the row as an object to the service role with .select().single()", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 4, "11:00"), "service@example.com");
    const { data, error, status } = await client(backend, backend.serviceRoleKey)
      .from("appointments")
      .insert(row)
      .select("id, status, ends_at")
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ id: row.id, status: "pending" });
    expect(Date.parse(String(data?.ends_at)) - Date.parse(row.scheduled_at)).toBe(
      THIRTY_MINUTES_MS,
    );
  });

  it("calls the availability RPC and gets only start and end times", async () => {
    const monday = manilaMonday(WEEKS_AHEAD);
    const { data, error, status } = await client(backend, backend.anonKey).rpc("get_busy_ranges", {
      p_from: monday,
      p_to: monday,
    });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { starts_at: `${monday}T01:00:00+00:00`, ends_at: `${monday}T01:30:00+00:00` },
    ]);
  });

  it("answers RPC errors as PostgREST does", async () => {
    const anon = client(backend, backend.anonKey);
    const tooWide = await anon.rpc("get_busy_ranges", { p_from: "2030-01-01", p_to: "2030-06-01" });
    expect(tooWide.status).toBe(400);
    expect(tooWide.error).toMatchObject({ code: "PT400", message: "invalid_range" });

    const forbidden = await anon.rpc("claim_mail_jobs", { p_limit: 1, p_lease_seconds: 60 });
    expect(forbidden.status).toBe(401);
    expect(forbidden.error?.code).toBe("42501");

    const missing = await anon.rpc("no_such_function", {});
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe("PGRST202");
  });

  it("refuses a JWT signed with another secret, and a request without a key, with 401", async () => {
    const forged = client(
      backend,
      await signedKey("service_role", "some-other-secret-that-is-long-enough!"),
    );
    const { error, status } = await forged.rpc("get_busy_ranges", {
      p_from: "2030-01-01",
      p_to: "2030-01-02",
    });
    expect(status).toBe(401);
    expect(error?.code).toBe("PGRST301");

    const response = await fetch(`${backend.url}/rest/v1/rpc/get_busy_ranges`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: "PGRST301",
      message: "No API key found in request",
    });
  });

  it("invokes process-appointment under Deno: mails once, answers the same on repeat", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 2, "14:00"), "invoke@example.com");
    const anon = client(backend, backend.anonKey);
    expect((await anon.from("appointments").insert(row)).error).toBeNull();

    const first = await anon.functions.invoke("process-appointment", {
      body: { appointmentId: row.id },
    });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ ok: true });
    const second = await anon.functions.invoke("process-appointment", {
      body: { appointmentId: row.id },
    });
    expect(second.data).toEqual({ ok: true });

    const jobs = await backend.sql<{ file: string; status: string }>(
      `select template || '_' || id || '.json' as file, status from public.mail_jobs
       where appointment_id = $1 order by template`,
      [row.id],
    );
    expect(jobs.map((job) => job.status)).toEqual(["sent", "sent"]);
    const files = readdirSync(backend.outboxDir);
    expect(jobs.map((job) => job.file).filter((file) => files.includes(file))).toHaveLength(2);
    expect(jobs[1]?.file.startsWith("booking_received_")).toBe(true);
  });

  it("surfaces a function's JSON error to supabase-js as FunctionsHttpError", async () => {
    const { data, error } = await client(backend, backend.anonKey).functions.invoke(
      "process-appointment",
      {
        body: { appointmentId: "not-a-uuid" },
      },
    );
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response: unknown = error?.context;
    expect(response).toBeInstanceOf(Response);
    if (response instanceof Response) {
      expect(response.status).toBe(400);
      // The function's own wording is its tests' concern; here, that its JSON answer reaches the caller whole.
      expect(await response.json()).toEqual({
        error: {
          status: 400,
          message: expect.stringContaining("{ appointmentId } with a UUID") as unknown,
        },
      });
    }
  });
});
