import { assert, assertEquals, assertFalse, assertMatch, assertStringIncludes } from "./assert.ts";
import { buildInvite } from "../_shared/ics.ts";
import { consoleLogger } from "../_shared/logger.ts";
import { createOutboxMailer, createResendMailer, MailerError } from "../_shared/mailer.ts";
import type { JobStore } from "../_shared/mail/job.ts";
import { invoke, setup } from "./handler-harness.ts";
import { BOOKING, PERSONAL_VALUES, TEAM } from "./fakes.ts";

const OTHER_BOOKING_ID = "00000000-0000-4000-8000-000000000000";

Deno.test("answers the CORS preflight with the headers supabase-js sends", async () => {
  const { handler, provider } = setup();
  const response = await handler(
    new Request("http://localhost/functions/v1/process-appointment", {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
      },
    }),
  );
  assertEquals(response.status, 204);
  assertEquals(response.headers.get("Access-Control-Allow-Origin"), "*");
  const allowed = response.headers.get("Access-Control-Allow-Headers") ?? "";
  for (const header of ["authorization", "x-client-info", "apikey", "content-type"]) {
    assertStringIncludes(allowed, header);
  }
  assertEquals(provider.state.calls, 0);
});

Deno.test("answers only the configured origins when ALLOWED_ORIGINS is set", async () => {
  const { handler, provider } = setup({
    allowedOrigins: ["https://innovatehub.ph"],
  });
  const other = await invoke(
    handler,
    { appointmentId: BOOKING.id },
    {
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/json",
      },
    },
  );
  assertEquals(other.status, 403);
  assertEquals(other.headers.get("Access-Control-Allow-Origin"), null);
  await other.body?.cancel();
  assertEquals(provider.state.calls, 0, "a foreign origin sends nothing");
  const allowed = await invoke(
    handler,
    { appointmentId: BOOKING.id },
    {
      headers: {
        Origin: "https://innovatehub.ph",
        "Content-Type": "application/json",
      },
    },
  );
  assertEquals(allowed.status, 200);
  assertEquals(allowed.headers.get("Access-Control-Allow-Origin"), "https://innovatehub.ph");
  await allowed.body?.cancel();
});

Deno.test("rejects bodies that are not { appointmentId: uuid } with a JSON 400", async () => {
  const { handler, provider } = setup();
  const bad = [
    "not json",
    "[]",
    "null",
    { appointmentId: 42 },
    { appointmentId: "abc" },
    {},
    { appointmentId: `${BOOKING.id}' or 1=1 --` },
    { appointmentId: BOOKING.id, padding: "x".repeat(5000) },
    { appointmentId: BOOKING.id, inquiryId: `inq-${BOOKING.id}` },
    { inquiryId: BOOKING.id },
    { appointmentId: BOOKING.id, captchaToken: 42 },
  ];
  for (const body of bad) {
    const response = await invoke(handler, body);
    assertEquals(response.status, 400);
    assertEquals(response.headers.get("Content-Type"), "application/json");
    const payload = await response.json();
    assertEquals(payload.error.status, 400);
    assertEquals(typeof payload.error.message, "string");
  }
  assertEquals(provider.state.calls, 0);
});

Deno.test("refuses methods other than POST and OPTIONS", async () => {
  const { handler } = setup();
  const response = await handler(new Request("http://localhost/functions/v1/process-appointment"));
  assertEquals(response.status, 405);
  assertEquals((await response.json()).error.status, 405);
});

Deno.test("answers an unknown id like any other and sends nothing", async () => {
  const { handler, provider } = setup();
  const response = await invoke(handler, { appointmentId: OTHER_BOOKING_ID });
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { ok: true });
  assertEquals(provider.state.calls, 0);
});

Deno.test("sends the booking's queued e-mails once, however often it is called", async () => {
  const { handler, provider, rows } = setup();
  const first = await invoke(handler, { appointmentId: BOOKING.id });
  const second = await invoke(handler, {
    appointmentId: BOOKING.id.toUpperCase(),
  });
  assertEquals(first.status, 200);
  assertEquals(second.status, 200);
  assertEquals(await first.json(), await second.json());
  assertEquals(
    provider.delivered.map((message) => message.to).sort(),
    [BOOKING.email, TEAM].sort(),
  );
  assertEquals(
    rows.map((row) => row.status),
    ["sent", "sent"],
  );

  const notice = provider.delivered.find((message) => message.to === TEAM);
  const invite = notice?.attachments?.[0];
  assert(invite !== undefined);
  assertEquals(invite.contentType, "text/calendar; method=REQUEST");
  assertStringIncludes(invite.content, "DTSTART:20270308T010000Z\r\n");
  assertStringIncludes(invite.content, "DTEND:20270308T020000Z\r\n");
  for (const line of invite.content.split("\r\n")) {
    assert(new TextEncoder().encode(line).length <= 75, `line too long: ${line}`);
  }
});

Deno.test(
  "a provider failure answers JSON 502 and leaves the mail queued for the schedule",
  async () => {
    const { handler, provider, rows, logger } = setup();
    provider.state.failNext = 2;
    provider.state.error = new MailerError(503);
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
    assertEquals(
      rows.map((row) => row.status),
      ["pending", "pending"],
    );
    for (const line of logger.lines) {
      for (const value of PERSONAL_VALUES) {
        assertFalse(line.includes(value), `log line leaks personal data: ${line}`);
      }
    }
    assert(
      logger.lines.some((line) => line.includes(BOOKING.id)),
      "the booking id is logged",
    );
  },
);

Deno.test("a database failure is answered as JSON 500 without details", async () => {
  const failing: JobStore = {
    claim: () => Promise.reject(new Error("connection refused to db.internal:5432")),
    complete: () => Promise.resolve(),
    fail: () => Promise.resolve(),
    skip: () => Promise.resolve(),
    release: () => Promise.resolve(0),
  };
  const { handler, provider } = setup({ store: failing });
  const response = await invoke(handler, { appointmentId: BOOKING.id });
  assertEquals(response.status, 500);
  const body = await response.text();
  assertEquals(JSON.parse(body).error.status, 500);
  assertFalse(body.includes("5432"));
  assertEquals(provider.state.calls, 0);
});

Deno.test("the console logger prints only the fields it is given", () => {
  const printed: string[] = [];
  const original = console.info;
  console.info = (...args: unknown[]) => printed.push(args.map(String).join(" "));
  try {
    consoleLogger.info("process-appointment.processed", {
      appointmentId: BOOKING.id,
    });
  } finally {
    console.info = original;
  }
  assertEquals(printed, [
    `{"level":"info","event":"process-appointment.processed","appointmentId":"${BOOKING.id}"}`,
  ]);
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
        return Promise.resolve(new Response('{"id":"re_msg_1"}', { status: 200 }));
      },
    });
    const id = await mailer.send({
      to: "visitor@example.com",
      subject: "Hi",
      text: "Body",
      attachments: [
        {
          filename: "invite.ics",
          contentType: "text/calendar",
          content: "BEGIN:VCALENDAR",
        },
      ],
      idempotencyKey: "appointment-notice/abc",
      tag: "booking_new",
    });
    const [request] = requests;
    assert(request !== undefined);
    assertEquals(id, "re_msg_1");
    assertEquals(request.url, "https://api.resend.com/emails");
    assertEquals(request.headers.get("Authorization"), "Bearer re_test_key");
    assertEquals(request.headers.get("Idempotency-Key"), "appointment-notice/abc");
    const payload = await request.json();
    assertEquals(payload.to, ["visitor@example.com"]);
    assertEquals(payload.tags, [{ name: "template", value: "booking_new" }]);
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
    await mailer.send({
      to: "a@example.com",
      subject: "s",
      text: "t",
      idempotencyKey: "k",
      tag: "t",
    });
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
      idempotencyKey: "5d1f0c36-5b1e-4a38-9a55-0d2f3c4b5a69",
      tag: "booking_new",
    };
    await mailer.send(message);
    await mailer.send({ ...message, subject: "Changed" });
    const names = [];
    for await (const entry of Deno.readDir(`${directory}/outbox`)) {
      names.push(entry.name);
    }
    assertEquals(names, ["booking_new_5d1f0c36-5b1e-4a38-9a55-0d2f3c4b5a69.json"]);
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
    method: "REQUEST",
    status: "TENTATIVE",
    sequence: 0,
    startsAt: new Date(BOOKING.scheduled_at),
    endsAt: new Date(BOOKING.ends_at),
    createdAt: new Date("2027-03-01T00:00:00Z"),
    summary: "Topic\r\nMETHOD:CANCEL",
    description: "a; b, c\\d",
    organizer: { name: "InnovateHub Inc.", email: TEAM },
    attendee: {
      name: 'Eve "x"\r\nATTENDEE:mailto:evil@example.com',
      email: BOOKING.email,
    },
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

Deno.test(
  "the Resend mailer finds an accepted message in the sent list, page by page back to the first attempt",
  async () => {
    const message = {
      to: "ana@example.com",
      subject: "Booking confirmed",
      text: "t",
      idempotencyKey: "k",
      tag: "t",
    };
    const since = new Date("2027-03-01T00:00:00Z");
    const pages: Record<string, unknown> = {
      first: {
        object: "list",
        has_more: true,
        data: [
          {
            id: "e3",
            to: ["ana@example.com"],
            subject: "Other",
            created_at: "2027-03-02T10:00:00Z",
          },
          {
            id: "e2",
            to: ["ben@example.com"],
            subject: "Booking confirmed",
            created_at: "2027-03-02T09:00:00Z",
          },
        ],
      },
      e2: {
        object: "list",
        has_more: true,
        data: [
          {
            id: "e1",
            to: ["ana@example.com"],
            subject: "Booking confirmed",
            created_at: "2027-03-01T00:05:00Z",
          },
          {
            id: "e0",
            to: ["ana@example.com"],
            subject: "Booking confirmed",
            created_at: "2027-02-28T00:00:00Z",
          },
        ],
      },
    };
    const requested: string[] = [];
    const mailer = createResendMailer({
      apiKey: "re_test_key",
      from: "x@innovatehub.ph",
      fetchImpl: (input) => {
        const url = new URL(String(input));
        requested.push(url.search);
        const page = pages[url.searchParams.get("after") ?? "first"];
        return Promise.resolve(new Response(JSON.stringify(page ?? { data: [] }), { status: 200 }));
      },
    });
    assertEquals(await mailer.findAccepted(message, since), {
      status: "accepted",
      providerMessageId: "e1",
    });
    assertEquals(requested, ["?limit=100", "?limit=100&after=e2"]);
    assertEquals(
      await mailer.findAccepted({ ...message, to: "cy@example.com" }, since),
      { status: "not_found" },
      "the listing stops at the first message older than the first attempt",
    );
    const failing = createResendMailer({
      apiKey: "re_test_key",
      from: "x@innovatehub.ph",
      fetchImpl: () => Promise.resolve(new Response("{}", { status: 500 })),
    });
    assertEquals(await failing.findAccepted(message, since), { status: "unknown" });
  },
);
