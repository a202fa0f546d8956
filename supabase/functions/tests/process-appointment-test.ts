import { assert, assertEquals, assertFalse, assertMatch, assertStringIncludes } from "./assert.ts";
import { buildInvite } from "../_shared/ics.ts";
import { consoleLogger, type LogFields, type Logger } from "../_shared/logger.ts";
import {
  createOutboxMailer,
  createResendMailer,
  MailerError,
  type Mailer,
  type MailMessage,
} from "../_shared/mailer.ts";
import type { AppointmentStore, ClaimedAppointment } from "../process-appointment/appointment.ts";
import { createHandler, type HandlerDependencies } from "../process-appointment/handler.ts";

const TEAM = "businessdevelopment@innovatehub.ph";
const BOOKING: ClaimedAppointment = {
  id: "3f1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e77",
  name: "Juana Dela Prueba",
  email: "juana.prueba@example.com",
  phone: "+63 917 555 0199",
  company: "Prueba Trading",
  // 09:00-10:00 Manila on a Monday.
  scheduled_at: "2027-03-08T01:00:00+00:00",
  ends_at: "2027-03-08T02:00:00+00:00",
  duration: "60min",
  meeting_type: "video",
  topic: "PlataPay partnership",
  notes: "Call my assistant first.",
};
const PERSONAL_VALUES = [
  BOOKING.name,
  BOOKING.email,
  "917 555 0199",
  BOOKING.company ?? "",
  BOOKING.notes ?? "",
];

/** An in-memory store with claim-once semantics, like claim_appointment. */
function memoryStore(
  rows: readonly ClaimedAppointment[],
): AppointmentStore & { released: string[] } {
  const claimed = new Set<string>();
  const released: string[] = [];
  return {
    released,
    claim(id) {
      const row = rows.find((candidate) => candidate.id === id);
      if (row === undefined || claimed.has(id)) {
        return Promise.resolve(null);
      }
      claimed.add(id);
      return Promise.resolve(row);
    },
    release(id) {
      claimed.delete(id);
      released.push(id);
      return Promise.resolve();
    },
  };
}

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
  };
}

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const record =
    (level: string) =>
    (event: string, fields: LogFields = {}) => {
      lines.push(JSON.stringify({ level, event, ...fields }));
    };
  return { lines, info: record("info"), error: record("error") };
}

function setup(overrides: Partial<HandlerDependencies> = {}) {
  const store = memoryStore([BOOKING]);
  const mailer = recordingMailer();
  const logger = recordingLogger();
  const handler = createHandler({
    store,
    mailer,
    logger,
    teamAddress: TEAM,
    allowedOrigins: [],
    now: () => new Date("2027-03-01T00:00:00Z"),
    ...overrides,
  });
  return { handler, store, mailer, logger };
}

function invoke(
  handler: (request: Request) => Promise<Response>,
  body: unknown,
  init: RequestInit = {},
) {
  return handler(
    new Request("http://localhost/functions/v1/process-appointment", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
      ...init,
    }),
  );
}

Deno.test("answers the CORS preflight with the headers supabase-js sends", async () => {
  const { handler, mailer } = setup();
  const response = await handler(
    new Request("http://localhost/functions/v1/process-appointment", {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
    }),
  );
  assertEquals(response.status, 204);
  assertEquals(response.headers.get("Access-Control-Allow-Origin"), "*");
  const allowed = response.headers.get("Access-Control-Allow-Headers") ?? "";
  for (const header of ["authorization", "x-client-info", "apikey", "content-type"]) {
    assertStringIncludes(allowed, header);
  }
  assertEquals(mailer.sent.length, 0);
});

Deno.test("allows only the configured origins when ALLOWED_ORIGINS is set", async () => {
  const { handler } = setup({ allowedOrigins: ["https://innovatehub.ph"] });
  const allowed = await invoke(
    handler,
    { appointmentId: BOOKING.id },
    {
      headers: { Origin: "https://innovatehub.ph", "Content-Type": "application/json" },
    },
  );
  assertEquals(allowed.headers.get("Access-Control-Allow-Origin"), "https://innovatehub.ph");
  await allowed.body?.cancel();
  const other = await invoke(
    handler,
    { appointmentId: BOOKING.id },
    {
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
    },
  );
  assertEquals(other.headers.get("Access-Control-Allow-Origin"), null);
  await other.body?.cancel();
});

Deno.test("rejects bodies that are not { appointmentId: uuid } with a JSON 400", async () => {
  const { handler, mailer } = setup();
  const bad = [
    "not json",
    "[]",
    "null",
    { appointmentId: 42 },
    { appointmentId: "abc" },
    {},
    { appointmentId: `${BOOKING.id}' or 1=1 --` },
    { appointmentId: BOOKING.id, padding: "x".repeat(2000) },
  ];
  for (const body of bad) {
    const response = await invoke(handler, body);
    assertEquals(response.status, 400);
    assertEquals(response.headers.get("Content-Type"), "application/json");
    const payload = await response.json();
    assertEquals(payload.error.status, 400);
    assertEquals(typeof payload.error.message, "string");
  }
  assertEquals(mailer.sent.length, 0);
});

Deno.test("refuses methods other than POST and OPTIONS", async () => {
  const { handler } = setup();
  const response = await handler(new Request("http://localhost/functions/v1/process-appointment"));
  assertEquals(response.status, 405);
  assertEquals((await response.json()).error.status, 405);
});

Deno.test("answers an unknown id like any other and sends nothing", async () => {
  const { handler, mailer } = setup();
  const response = await invoke(handler, { appointmentId: "00000000-0000-4000-8000-000000000000" });
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { ok: true });
  assertEquals(mailer.sent.length, 0);
});

Deno.test(
  "sends the confirmation and the team notice with a UTC invite once, however often it is called",
  async () => {
    const { handler, mailer } = setup();
    const first = await invoke(handler, { appointmentId: BOOKING.id });
    const second = await invoke(handler, { appointmentId: BOOKING.id.toUpperCase() });
    assertEquals(first.status, 200);
    assertEquals(second.status, 200);
    assertEquals(await first.json(), await second.json());
    assertEquals(mailer.sent.length, 2);

    const [confirmation, notice] = mailer.sent;
    assert(confirmation !== undefined && notice !== undefined);
    assertEquals(confirmation.to, BOOKING.email);
    assertStringIncludes(confirmation.text, "Monday, March 8, 2027 at 9:00 AM PHT");
    assertEquals(notice.to, TEAM);
    assertEquals(notice.replyTo, BOOKING.email);

    const invite = notice.attachments?.[0];
    assert(invite !== undefined);
    assertEquals(invite.contentType, "text/calendar; method=REQUEST");
    assertStringIncludes(invite.content, "METHOD:REQUEST\r\n");
    assertStringIncludes(invite.content, `UID:${BOOKING.id}@innovatehub.ph\r\n`);
    assertStringIncludes(invite.content, "DTSTART:20270308T010000Z\r\n");
    assertStringIncludes(invite.content, "DTEND:20270308T020000Z\r\n");
    for (const line of invite.content.split("\r\n")) {
      assert(new TextEncoder().encode(line).length <= 75, `line too long: ${line}`);
    }
  },
);

Deno.test("logs ids and outcomes but no personal data", async () => {
  const { handler, logger } = setup();
  await (await invoke(handler, { appointmentId: BOOKING.id })).body?.cancel();
  await (await invoke(handler, { appointmentId: BOOKING.id })).body?.cancel();
  const failing = setup({
    mailer: { send: () => Promise.reject(new Error(`bounced: ${BOOKING.email}`)) },
  });
  await (await invoke(failing.handler, { appointmentId: BOOKING.id })).body?.cancel();

  const lines = [...logger.lines, ...failing.logger.lines];
  assert(
    lines.some((line) => line.includes(BOOKING.id)),
    "the booking id is logged",
  );
  for (const line of lines) {
    for (const value of PERSONAL_VALUES) {
      assertFalse(line.includes(value), `log line leaks personal data: ${line}`);
    }
  }
});

Deno.test("the console logger prints only the fields it is given", () => {
  const printed: string[] = [];
  const original = console.info;
  console.info = (...args: unknown[]) => printed.push(args.map(String).join(" "));
  try {
    consoleLogger.info("process-appointment.processed", { appointmentId: BOOKING.id });
  } finally {
    console.info = original;
  }
  assertEquals(printed, [
    `{"level":"info","event":"process-appointment.processed","appointmentId":"${BOOKING.id}"}`,
  ]);
});

Deno.test(
  "a mailer failure is answered as JSON 502, releases the claim, and a retry succeeds",
  async () => {
    let failuresLeft = 1;
    const delivered: MailMessage[] = [];
    const flakyMailer: Mailer = {
      send(message) {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          return Promise.reject(new MailerError(503));
        }
        delivered.push(message);
        return Promise.resolve();
      },
    };
    const { handler, store } = setup({ mailer: flakyMailer });
    const failed = await invoke(handler, { appointmentId: BOOKING.id });
    assertEquals(failed.status, 502);
    const body = await failed.text();
    assertEquals(JSON.parse(body), {
      error: {
        status: 502,
        message: "The notifications could not be sent. Please try again later.",
      },
    });
    assertFalse(body.includes("at "), "no stack trace in the answer");
    assertEquals(store.released, [BOOKING.id]);

    const retried = await invoke(handler, { appointmentId: BOOKING.id });
    assertEquals(retried.status, 200);
    await retried.body?.cancel();
    assertEquals(delivered.length, 2);
  },
);

Deno.test("a database failure is answered as JSON 500 without details", async () => {
  const { handler, mailer } = setup({
    store: {
      claim: () => Promise.reject(new Error("connection refused to db.internal:5432")),
      release: () => Promise.resolve(),
    },
  });
  const response = await invoke(handler, { appointmentId: BOOKING.id });
  assertEquals(response.status, 500);
  const body = await response.text();
  assertEquals(JSON.parse(body).error.status, 500);
  assertFalse(body.includes("5432"));
  assertEquals(mailer.sent.length, 0);
});

Deno.test(
  "the Resend mailer posts the message with its idempotency key and a base64 attachment",
  async () => {
    const requests: Request[] = [];
    const mailer = createResendMailer({
      apiKey: "re_test_key",
      from: "InnovateHub <bookings@innovatehub.ph>",
      fetchImpl: (input, init) => {
        requests.push(new Request(input, init));
        return Promise.resolve(new Response("{}", { status: 200 }));
      },
    });
    await mailer.send({
      to: "visitor@example.com",
      subject: "Hi",
      text: "Body",
      attachments: [
        { filename: "invite.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" },
      ],
      idempotencyKey: "appointment-notice/abc",
    });
    const [request] = requests;
    assert(request !== undefined);
    assertEquals(request.url, "https://api.resend.com/emails");
    assertEquals(request.headers.get("Authorization"), "Bearer re_test_key");
    assertEquals(request.headers.get("Idempotency-Key"), "appointment-notice/abc");
    const payload = await request.json();
    assertEquals(payload.to, ["visitor@example.com"]);
    assertEquals(atob(payload.attachments[0].content), "BEGIN:VCALENDAR");
  },
);

Deno.test("the Resend mailer turns an error answer into a MailerError", async () => {
  const mailer = createResendMailer({
    apiKey: "re_test_key",
    from: "x@innovatehub.ph",
    fetchImpl: () => Promise.resolve(new Response("{}", { status: 422 })),
  });
  let caught: unknown;
  try {
    await mailer.send({ to: "a@example.com", subject: "s", text: "t", idempotencyKey: "k" });
  } catch (error) {
    caught = error;
  }
  assert(caught instanceof MailerError);
  assertEquals(caught.status, 422);
});

Deno.test("the outbox mailer writes one readable file per message and skips repeats", async () => {
  const directory = await Deno.makeTempDir({ prefix: "outbox-test-" });
  try {
    const mailer = createOutboxMailer({
      directory: `${directory}/outbox`,
      from: "bookings@innovatehub.ph",
    });
    const message = {
      to: "a@example.com",
      subject: "Hello",
      text: "Body",
      idempotencyKey: "appointment-notice/abc",
    };
    await mailer.send(message);
    await mailer.send({ ...message, subject: "Changed" });
    const names = [];
    for await (const entry of Deno.readDir(`${directory}/outbox`)) {
      names.push(entry.name);
    }
    assertEquals(names, ["appointment-notice_abc.json"]);
    const stored = JSON.parse(await Deno.readTextFile(`${directory}/outbox/${names[0]}`));
    assertEquals(stored.subject, "Hello");
    assertMatch(stored.writtenAt, /^\d{4}-\d{2}-\d{2}T/);
  } finally {
    await Deno.remove(directory, { recursive: true });
  }
});

Deno.test("the invite cannot be broken by a visitor's name or topic", () => {
  const invite = buildInvite({
    uid: `${BOOKING.id}@innovatehub.ph`,
    startsAt: new Date(BOOKING.scheduled_at),
    endsAt: new Date(BOOKING.ends_at),
    createdAt: new Date("2027-03-01T00:00:00Z"),
    summary: "Topic\r\nMETHOD:CANCEL",
    description: "a; b, c\\d",
    organizer: { name: "InnovateHub Inc.", email: TEAM },
    attendee: { name: 'Eve "x"\r\nATTENDEE:mailto:evil@example.com', email: BOOKING.email },
  });
  const lines = invite.split("\r\n");
  assertFalse(lines.includes("METHOD:CANCEL"), "no injected METHOD line");
  assertFalse(
    lines.some((line) => line.startsWith("ATTENDEE:mailto:evil")),
    "no injected ATTENDEE line",
  );
  assertStringIncludes(invite, "SUMMARY:Topic\\nMETHOD:CANCEL\r\n");
  assertStringIncludes(invite, "DESCRIPTION:a\\; b\\, c\\\\d\r\n");
});
