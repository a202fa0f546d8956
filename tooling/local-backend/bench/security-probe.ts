// `pnpm security:probe`: attacks a running backend the way issue 26 did and prints each check with its figures.
// Not part of the test command: it fills the limits of the backend it probes. Point it at a throwaway one:
//   LOCAL_BACKEND_PORT=<port> LOCAL_BACKEND_EPHEMERAL=1 pnpm --filter @innovatehub/local-backend start
//   LOCAL_BACKEND_PORT=<port> pnpm security:probe
// Client addresses are real: each simulated visitor connects from its own loopback address (127.0.x.y), which
// Linux routes without set-up; forged X-Forwarded-For and CF-Connecting-IP headers ride along.
import { DAY_MS } from "@innovatehub/domain";
import { createClient } from "@supabase/supabase-js";
import { generate } from "otplib";
import { randomBytes, randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY } from "../src/local-keys.ts";
import { addStaffMember, removeStaffMember } from "../src/staff/members.ts";

const BACKEND_URL = process.env.SUPABASE_URL ?? LOCAL_BACKEND_URL;
const ANON_KEY = process.env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY;
const SERVICE_KEY = process.env.SUPABASE_SERVICE_ROLE_KEY ?? LOCAL_SERVICE_ROLE_KEY;
const FLOOD_ADDRESSES = 220;
const SPOOF_ATTEMPTS = 80;
const PASSWORD_GUESSES = 40;
const TIMING_SAMPLES = 9;
const MAILBOX_ATTEMPTS = 6;
const HTTP_CREATED = 201;
const HTTP_TOO_MANY = 429;
const HTTP_UNAUTHORIZED = 401;
const HTTP_BAD_REQUEST = 400;
/** 127.0.x.2 to 127.0.x.255: loopback host numbers that are neither .0 nor .1. */
const HOSTS_PER_OCTET = 254;
/** A random start inside the 60-day window, so a second probe run does not collide with the first's slots. */
const DAYS_AHEAD = 14 + Math.floor(Math.random() * 30);
const MANILA_OFFSET_MS = 8 * 3_600_000;
const WEEKDAYS_ONLY = [1, 2, 3, 4, 5];

interface Answer {
  status: number;
  body: string;
}

/** One HTTP call from `clientAddress` (a loopback address), as a visitor on that network would make it. */
function call(
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    clientAddress?: string;
  } = {},
): Promise<Answer> {
  const url = new URL(path, BACKEND_URL);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: options.method ?? "POST",
        localAddress: options.clientAddress,
        headers: {
          apikey: ANON_KEY,
          Authorization: `Bearer ${ANON_KEY}`,
          "Content-Type": "application/json",
          ...options.headers,
        },
      },
      (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function loopback(index: number): string {
  return `127.0.${Math.floor(index / HOSTS_PER_OCTET)}.${(index % HOSTS_PER_OCTET) + 2}`;
}

function forgedAddress(): string {
  return Array.from(randomBytes(4)).join(".");
}

function inquiry(email: string, name = "Probe Visitor") {
  return { id: `inq-${randomUUID()}`, kind: "global", name, email, phone: "+63 912 345 6789" };
}

/** A weekday 09:00-16:00 Manila start, `index` slots into the window, as the site sends it. */
function slot(index: number): string {
  const starts = [
    "09:00",
    "09:30",
    "10:30",
    "11:00",
    "11:30",
    "12:00",
    "12:30",
    "13:00",
    "13:30",
    "14:00",
  ];
  const day = new Date(
    Date.now() + MANILA_OFFSET_MS + DAY_MS * (DAYS_AHEAD + Math.floor(index / starts.length)),
  );
  while (!WEEKDAYS_ONLY.includes(day.getUTCDay())) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return `${day.toISOString().slice(0, 10)}T${starts[index % starts.length]}:00+08:00`;
}

function booking(email: string, scheduledAt: string, name = "Probe Visitor") {
  return {
    id: randomUUID(),
    name,
    email,
    scheduled_at: scheduledAt,
    duration: "30min",
    meeting_type: "video",
    topic: "Probe",
    status: "pending",
  };
}

const results: { check: string; figures: string; held: boolean }[] = [];
function report(check: string, figures: string, held: boolean): void {
  results.push({ check, figures, held });
  console.info(`${held ? "HELD  " : "BROKEN"}  ${check}: ${figures}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function spoofedForwardingHeaders(): Promise<void> {
  const clientAddress = loopback(1);
  let accepted = 0;
  let firstRefusal = 0;
  for (let attempt = 1; attempt <= SPOOF_ATTEMPTS; attempt += 1) {
    const { status } = await call("/rest/v1/inquiries", {
      clientAddress,
      headers: {
        "X-Forwarded-For": `${forgedAddress()}, ${forgedAddress()}`,
        "CF-Connecting-IP": forgedAddress(),
      },
      body: inquiry(`spoof-${randomUUID().slice(0, 8)}@example.com`),
    });
    if (status === HTTP_CREATED) {
      accepted += 1;
    } else if (status === HTTP_TOO_MANY && firstRefusal === 0) {
      firstRefusal = attempt;
    }
  }
  report(
    "1. one address forging X-Forwarded-For and CF-Connecting-IP on every request",
    `${accepted} of ${SPOOF_ATTEMPTS} inquiries accepted, first 429 at attempt ${firstRefusal || "none"}`,
    firstRefusal > 0,
  );
}

async function noGlobalCeiling(): Promise<void> {
  let accepted = 0;
  for (let index = 0; index < FLOOD_ADDRESSES; index += 1) {
    const { status } = await call("/rest/v1/inquiries", {
      clientAddress: loopback(100 + index),
      body: inquiry(`flood-${index}-${randomUUID().slice(0, 6)}@example.com`),
    });
    accepted += status === HTTP_CREATED ? 1 : 0;
  }
  const newcomer = await call("/rest/v1/inquiries", {
    clientAddress: loopback(100 + FLOOD_ADDRESSES),
    body: inquiry(`newcomer-${randomUUID().slice(0, 6)}@example.com`),
  });
  report(
    "1. a flood from many addresses, then a new visitor",
    `${accepted} of ${FLOOD_ADDRESSES} flood inquiries accepted; the new visitor got ${newcomer.status}`,
    newcomer.status === HTTP_CREATED,
  );
}

async function mailboxAcrossAddresses(): Promise<void> {
  const mailbox = `mailbox-${randomUUID().slice(0, 8)}`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < MAILBOX_ATTEMPTS; attempt += 1) {
    const { status } = await call("/rest/v1/appointments", {
      clientAddress: loopback(600 + attempt),
      body: booking(`${mailbox}+${attempt}@example.com`, slot(attempt)),
    });
    statuses.push(status);
  }
  const accepted = statuses.filter((status) => status === HTTP_CREATED).length;
  report(
    "1. one mailbox (+tags) booking from a new address each time",
    `${accepted} of ${MAILBOX_ATTEMPTS} accepted (${statuses.join(", ")})`,
    accepted <= 3 && statuses.includes(HTTP_TOO_MANY),
  );
}

async function hostileValues(): Promise<void> {
  const mailto = await call("/rest/v1/inquiries", {
    clientAddress: loopback(700),
    body: inquiry("x?bcc=attacker%40evil.example&body=hi@example.com"),
  });
  report(
    "3. an address carrying a mailto: query",
    `answered ${mailto.status}`,
    mailto.status === HTTP_BAD_REQUEST,
  );
  const invisible: Record<string, string> = {
    "U+202E": "\u202e",
    "U+200B": "\u200b",
    "U+2028": "\u2028",
    "U+0085": "\u0085",
  };
  const answers: string[] = [];
  for (const [name, character] of Object.entries(invisible)) {
    const { status } = await call("/rest/v1/inquiries", {
      clientAddress: loopback(701),
      body: inquiry(`invisible-${randomUUID().slice(0, 6)}@example.com`, `Ana${character}Reyes`),
    });
    answers.push(`${name} ${status}`);
  }
  report(
    "5. invisible and direction-changing characters in a name",
    answers.join(", "),
    answers.every((answer) => answer.endsWith(String(HTTP_BAD_REQUEST))),
  );
  console.info(
    "n/a     6. CSV cells are written by the console, not the backend: apps/console/src/lib/csv.test.ts",
  );
}

async function visitorMailText(): Promise<void> {
  const spam = "Claim your prize at http://evil.example/win now";
  const row = booking(`victim-${randomUUID().slice(0, 6)}@example.com`, slot(40), spam);
  await call("/rest/v1/appointments", { clientAddress: loopback(702), body: row });
  const service = createClient(BACKEND_URL, SERVICE_KEY, { auth: { persistSession: false } });
  const { data } = await service.rpc("data_subject_export", { p_email: row.email });
  const jobs = (data as { mail_jobs?: { template: string }[] } | null)?.mail_jobs ?? [];
  const templates = jobs.map((job) => job.template).join(", ");
  report(
    "2. a booking whose name is an advertisement",
    `queued ${templates || "nothing"}; visitor e-mails open with "Hello there," (Deno test: no name text reaches them)`,
    jobs.length > 0,
  );
}

async function erasureByMailbox(): Promise<void> {
  const local = `erase.${randomUUID().slice(0, 6)}`;
  await call("/rest/v1/appointments", {
    clientAddress: loopback(703),
    body: booking(`${local}+news@example.com`, slot(41)),
  });
  const erased = await call("/rest/v1/rpc/data_subject_erase", {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` },
    body: { p_email: `${local}@example.com` },
  });
  const count = (JSON.parse(erased.body || "{}") as { appointments?: number }).appointments ?? 0;
  report("4. erasing x@ when the booking is x+news@", `${count} booking erased`, count === 1);
}

async function signedOutToken(): Promise<void> {
  const admin = createClient(BACKEND_URL, SERVICE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const member = {
    email: `probe-${randomUUID().slice(0, 8)}@example.com`,
    password: randomBytes(12).toString("base64url"),
  };
  await addStaffMember(admin, { ...member, role: "agent" });
  try {
    const staff = createClient(BACKEND_URL, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await staff.auth.signInWithPassword(member);
    const enrolment = await staff.auth.mfa.enroll({ factorType: "totp" });
    if (enrolment.data?.type !== "totp") {
      throw new Error("TOTP enrolment failed");
    }
    const factorId = enrolment.data.id;
    const code = await generate({ secret: enrolment.data.totp.secret });
    await staff.auth.mfa.challengeAndVerify({ factorId, code });
    const token = (await staff.auth.getSession()).data.session?.access_token ?? "";
    const sameToken = createClient(BACKEND_URL, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const before = (await sameToken.from("appointments").select("id")).data?.length ?? 0;
    await staff.auth.signOut({ scope: "local" });
    const after = (await sameToken.from("appointments").select("id")).data?.length ?? 0;
    const rpc = await sameToken.rpc("staff_members");
    report(
      "7. a staff token after sign-out",
      `read ${before} bookings before, ${after} after; a staff function answered ${rpc.error?.code ?? "200"} ${rpc.error?.message ?? ""}`,
      after === 0 && rpc.error?.code === "PT401",
    );
  } finally {
    await removeStaffMember(admin, member.email);
  }
}

async function passwordGuessing(): Promise<void> {
  const admin = createClient(BACKEND_URL, SERVICE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const member = {
    email: `guess-${randomUUID().slice(0, 8)}@example.com`,
    password: randomBytes(12).toString("base64url"),
  };
  await addStaffMember(admin, { ...member, role: "agent" });
  const clientAddress = loopback(800);
  const attempt = async (email: string) => {
    const started = performance.now();
    const { status } = await call("/auth/v1/token?grant_type=password", {
      clientAddress,
      body: { email, password: "wrong-password" },
    });
    return { status, ms: performance.now() - started };
  };
  try {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let sample = 0; sample < TIMING_SAMPLES; sample += 1) {
      known.push((await attempt(member.email)).ms);
      unknown.push((await attempt(`nobody-${sample}@example.com`)).ms);
    }
    report(
      "8. sign-in time, unknown vs staff address (median of 9)",
      `${median(unknown).toFixed(0)} ms vs ${median(known).toFixed(0)} ms`,
      median(unknown) / median(known) > 0.5,
    );
    let firstLimited = 0;
    for (
      let guess = 2 * TIMING_SAMPLES + 1;
      guess <= PASSWORD_GUESSES && firstLimited === 0;
      guess += 1
    ) {
      if ((await attempt(member.email)).status === HTTP_TOO_MANY) {
        firstLimited = guess;
      }
    }
    report(
      "8. wrong passwords from one address",
      `first 429 at guess ${firstLimited || `none in ${PASSWORD_GUESSES}`}`,
      firstLimited > 0,
    );
  } finally {
    await removeStaffMember(admin, member.email);
  }
}

async function mailWorkerStrangers(): Promise<void> {
  const { status } = await call("/functions/v1/mail-worker", {
    clientAddress: loopback(900),
    body: {},
  });
  report(
    "9. mail-worker called with the public key",
    `answered ${status}`,
    status === HTTP_UNAUTHORIZED,
  );
}

console.info(`Probing ${BACKEND_URL}\n`);
await spoofedForwardingHeaders();
await noGlobalCeiling();
await mailboxAcrossAddresses();
await hostileValues();
await visitorMailText();
await erasureByMailbox();
await signedOutToken();
await passwordGuessing();
await mailWorkerStrangers();
const broken = results.filter((result) => !result.held).length;
console.info(`\n${results.length - broken} held, ${broken} broken`);
process.exitCode = broken === 0 ? 0 : 1;
