import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from "../src/index.ts";
import { booking, manilaSlot, startTestBackend } from "./helpers.ts";

type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;
const WEEKS_AHEAD = 7;

describe("the committed local keys", () => {
  it("verify with the local secret and carry the anon and service_role roles", async () => {
    const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);
    expect((await jwtVerify(LOCAL_ANON_KEY, secret)).payload.role).toBe("anon");
    expect((await jwtVerify(LOCAL_SERVICE_ROLE_KEY, secret)).payload.role).toBe("service_role");
  });
});

describe("HTTP details of the local backend", () => {
  let backend: TestBackend;
  const headers = (key: string, extra: Record<string, string> = {}) => ({
    apikey: key,
    Authorization: `Bearer ${key}`,
    "Content-Type": "application/json",
    ...extra,
  });

  beforeAll(async () => {
    backend = await startTestBackend();
  });

  afterAll(async () => {
    await backend.cleanup();
  });

  it("answers CORS preflights with the headers supabase-js sends", async () => {
    const response = await fetch(`${backend.url}/rest/v1/appointments`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers":
          "apikey, authorization, content-type, prefer, x-client-info",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-allow-headers")).toContain("prefer");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("inserts an array with missing=default and returns every row to the service role", async () => {
    const rows = [
      booking(manilaSlot(WEEKS_AHEAD, 0, "09:00"), "array.one@example.com"),
      {
        ...booking(manilaSlot(WEEKS_AHEAD, 0, "09:30"), "array.two@example.com"),
        topic: undefined,
      },
    ];
    const response = await fetch(`${backend.url}/rest/v1/appointments?select=email,topic`, {
      method: "POST",
      headers: headers(backend.serviceRoleKey, { Prefer: "return=representation,missing=default" }),
      body: JSON.stringify(rows),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([
      { email: "array.one@example.com", topic: "General Consultation" },
      { email: "array.two@example.com", topic: "General Consultation" },
    ]);
  });

  it("answers return=headers-only with a Location built from the primary key", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 1, "09:00"), "headers@example.com");
    const response = await fetch(`${backend.url}/rest/v1/appointments`, {
      method: "POST",
      headers: headers(backend.serviceRoleKey, { Prefer: "return=headers-only" }),
      body: JSON.stringify(row),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBe(`/appointments?id=eq.${row.id}`);
    expect(await response.text()).toBe("");
  });

  it("retries with the same id without a second row (idempotent insert)", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 1, "11:00"), "retry@example.com");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await fetch(`${backend.url}/rest/v1/appointments`, {
        method: "POST",
        headers: headers(backend.anonKey),
        body: JSON.stringify(row),
      });
      expect(response.status).toBe(201);
    }
    expect(
      await backend.sql("select count(*)::int as n from public.appointments where id = $1", [
        row.id,
      ]),
    ).toEqual([{ n: 1 }]);
  });

  it("answers malformed JSON with 400 PGRST102", async () => {
    const response = await fetch(`${backend.url}/rest/v1/appointments`, {
      method: "POST",
      headers: headers(backend.anonKey),
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PGRST102" });
  });

  it("takes a page-speed beacon: a text/plain body to a one-argument RPC, the key in the query", async () => {
    const report = {
      path: "/about",
      device: "phone",
      connection: "4g",
      metrics: { LCP: 640, CLS: 0 },
    };
    const response = await fetch(
      `${backend.url}/rest/v1/rpc/record_page_vitals?apikey=${LOCAL_ANON_KEY}`,
      {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8" },
        body: JSON.stringify(report),
      },
    );
    expect(response.status).toBe(204);
    const rows = await backend.sql<{ metric: string; value: number }>(
      "select metric, value from private.page_vitals where path = '/about' order by metric",
    );
    expect(rows).toEqual([
      { metric: "CLS", value: 0 },
      { metric: "LCP", value: 640 },
    ]);
    const refused = await fetch(
      `${backend.url}/rest/v1/rpc/record_page_vitals?apikey=${LOCAL_ANON_KEY}`,
      {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify({ ...report, email: "ana@example.com" }),
      },
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe("invalid_vitals");
  });

  it("answers an unknown table with 404 42P01", async () => {
    const response = await fetch(`${backend.url}/rest/v1/no_such_table`, {
      method: "POST",
      headers: headers(backend.anonKey),
      body: "{}",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "42P01" });
  });

  it("refuses another schema profile with 406 PGRST106", async () => {
    const response = await fetch(`${backend.url}/rest/v1/rate_limits`, {
      method: "POST",
      headers: headers(backend.serviceRoleKey, { "Content-Profile": "private" }),
      body: "{}",
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: "PGRST106" });
  });

  it("reads rows with eq. filters for the service role and refuses anon like PostgREST", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 2, "09:00"), "lookup@example.com");
    await backend.sql(
      `insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [row.id, row.name, row.email, row.scheduled_at, row.duration, row.meeting_type, row.topic],
    );
    const read = await fetch(
      `${backend.url}/rest/v1/appointments?select=email,status&email=eq.lookup%40example.com`,
      { headers: headers(backend.serviceRoleKey) },
    );
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([{ email: "lookup@example.com", status: "pending" }]);

    const anonRead = await fetch(`${backend.url}/rest/v1/appointments?select=email`, {
      headers: headers(backend.anonKey),
    });
    expect(anonRead.status).toBe(401);
    expect(await anonRead.json()).toMatchObject({ code: "42501" });
  });

  it("says plainly what it does not serve", async () => {
    const read = await fetch(`${backend.url}/rest/v1/appointments?email=like.*example*`, {
      headers: headers(backend.serviceRoleKey),
    });
    expect(read.status).toBe(501);
    expect(await read.json()).toMatchObject({ code: "LOCAL501" });

    const update = await fetch(`${backend.url}/rest/v1/appointments?id=eq.x`, {
      method: "PATCH",
      headers: headers(backend.serviceRoleKey),
      body: "{}",
    });
    expect(update.status).toBe(501);

    const upsert = await fetch(`${backend.url}/rest/v1/appointments?on_conflict=id`, {
      method: "POST",
      headers: headers(backend.serviceRoleKey),
      body: "{}",
    });
    expect(upsert.status).toBe(501);

    const auth = await fetch(`${backend.url}/auth/v1/token`, { method: "POST" });
    expect(auth.status).toBe(501);
  });

  it("passes a function's preflight to the function and keeps its CORS headers", async () => {
    const response = await fetch(`${backend.url}/functions/v1/process-appointment`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "authorization, x-client-info, apikey, content-type",
    );
  });

  it("answers an unknown function with 404 without starting anything", async () => {
    const response = await fetch(`${backend.url}/functions/v1/no-such-function`, {
      method: "POST",
      headers: { Origin: "http://localhost:5173" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });
});
