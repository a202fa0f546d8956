import {
  LOCAL_BACKEND_URL,
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from "@innovatehub/local-backend/keys";
import type { APIRequestContext } from "@playwright/test";

/** The local backend the e2e build talks to (playwright.config.ts starts it). */
const backendUrl = process.env.VITE_SUPABASE_URL ?? LOCAL_BACKEND_URL;

function headers(key: string) {
  return { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
}

/** Reads rows with the service role, as staff tooling would; anon can never read them. */
export async function serviceRoleRows<Row>(
  request: APIRequestContext,
  table: "appointments" | "inquiries",
  filters: Record<string, string>,
): Promise<Row[]> {
  const query = new URLSearchParams({
    select: "*",
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, `eq.${v}`])),
  });
  const response = await request.get(`${backendUrl}/rest/v1/${table}?${query.toString()}`, {
    headers: headers(LOCAL_SERVICE_ROLE_KEY),
  });
  if (!response.ok()) {
    throw new Error(`service-role read of ${table} failed: ${response.status()}`);
  }
  const rows: Row[] = await response.json();
  return rows;
}

/** Books a slot the way the site does (anon insert, return=minimal): someone else taking it first. */
export async function insertAppointmentAsAnon(
  request: APIRequestContext,
  row: Record<string, string>,
): Promise<number> {
  const response = await request.post(`${backendUrl}/rest/v1/appointments`, {
    headers: { ...headers(LOCAL_ANON_KEY), Prefer: "return=minimal" },
    data: row,
  });
  return response.status();
}

/** A fresh address per test, so the per-e-mail booking cap never trips across runs. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Closes a day (service role, as an admin's Closures screen does) until `reopen` is called. */
export async function closeDayForTest(
  request: APIRequestContext,
  day: string,
  reason: string,
): Promise<{ reopen: () => Promise<void> }> {
  const response = await request.post(`${backendUrl}/rest/v1/closures`, {
    headers: { ...headers(LOCAL_SERVICE_ROLE_KEY), Prefer: "return=minimal" },
    data: { day, reason, kind: "company_closure" },
  });
  if (!response.ok()) {
    throw new Error(`closing ${day} failed: ${response.status()}`);
  }
  return {
    reopen: async () => {
      await request.delete(`${backendUrl}/rest/v1/closures?day=eq.${day}`, {
        headers: headers(LOCAL_SERVICE_ROLE_KEY),
      });
    },
  };
}
