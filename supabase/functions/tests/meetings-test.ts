import { assert, assertEquals, assertFalse, assertStringIncludes } from "./assert.ts";
import { renderMail } from "../_shared/mail/render.ts";
import { runMailWorker } from "../_shared/mail/worker.ts";
import type { FeedBooking, JobAppointment } from "../_shared/rows.ts";
import { FeedRefusal, type FeedStore } from "../_shared/calendar/store.ts";
import { createFeedHandler } from "../staff-calendar/handler.ts";
import {
  BOOKING,
  Clock,
  fakeProvider,
  job,
  memoryJobStore,
  PERSONAL_VALUES,
  recordingLogger,
  SITE,
  TEAM,
  TOKEN,
  workerDeps,
} from "./fakes.ts";

const ROOM = "https://meet.jit.si/InnovateHub-0f1e2d3c4b5a69788796a5b4c3d2e1f00";
const CONFIRMED: JobAppointment = { ...BOOKING, status: "confirmed", revision: 1, meeting_url: ROOM };
const CONTEXT = { teamAddress: TEAM, siteUrl: SITE, now: new Date("2027-03-07T01:00:00Z") };

function reminder(appointment: JobAppointment = CONFIRMED, revision = CONFIRMED.revision) {
  return job("booking_reminder", "visitor", {
    manage_token: TOKEN,
    appointment,
    appointment_revision: revision,
  });
}

function inviteOf(message: { attachments?: readonly { content: string }[] }): string {
  const content = message.attachments?.[0]?.content;
  assert(content !== undefined, "the e-mail carries an invite");
  return content.replace(/\r\n /g, "");
}

Deno.test("a reminder gives the time in PHT and in the visitor's zone, the room and the manage link", () => {
  const message = renderMail(reminder(), CONTEXT);
  assertEquals(message.to, BOOKING.email);
  assertStringIncludes(message.subject, "Reminder: your meeting with InnovateHub Inc.");
  assertStringIncludes(message.text, "Monday, March 8, 2027 at 9:00 AM PHT (Asia/Manila)");
  assertStringIncludes(
    message.text,
    "Your time: Monday, March 8, 2027 at 2:00 AM in your time zone (Europe/Berlin)",
  );
  assertStringIncludes(message.text, `Join the video meeting: ${ROOM}`);
  assertStringIncludes(message.text, `${SITE}/manage-booking#${TOKEN}`);
  assertFalse(message.text.includes("Inc.."), "no doubled full stop after the company name");
});

Deno.test("a visitor in Manila, or in a zone nobody knows, gets one clock only", () => {
  for (const zone of ["Asia/Manila", "Nowhere/Atlantis", null]) {
    const message = renderMail(reminder({ ...CONFIRMED, visitor_time_zone: zone }), CONTEXT);
    assertFalse(message.text.includes("Your time:"), `zone ${zone}`);
  }
});

Deno.test("the confirmation and its invite carry the room: LOCATION and URL, and a 15-minute alarm", () => {
  const message = renderMail(
    job("booking_confirmed", "visitor", { manage_token: TOKEN, appointment: CONFIRMED }),
    CONTEXT,
  );
  assertStringIncludes(message.text, `Join the video meeting: ${ROOM}`);
  const invite = inviteOf(message);
  assertStringIncludes(invite, `LOCATION:${ROOM}\r\n`);
  assertStringIncludes(invite, `URL:${ROOM}\r\n`);
  assertStringIncludes(
    invite,
    "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Meeting with InnovateHub Inc.\r\nTRIGGER:-PT15M\r\nEND:VALARM",
  );
  const team = inviteOf(renderMail(job("booking_confirmed", "team", { appointment: CONFIRMED }), CONTEXT));
  assertStringIncludes(team, `LOCATION:${ROOM}\r\n`);
});

Deno.test("a phone call says who calls whom; the visitor's copy shows only the number's last digits", () => {
  const call: JobAppointment = { ...CONFIRMED, meeting_type: "call", meeting_url: null };
  const visitor = renderMail(
    job("booking_confirmed", "visitor", { manage_token: TOKEN, appointment: call }),
    CONTEXT,
  );
  assertStringIncludes(visitor.text, "Phone call: InnovateHub Inc. will call you at your number ending in 0199.");
  assertFalse(visitor.text.includes("917 555"), "the full number stays out of the visitor's e-mail");
  assertStringIncludes(inviteOf(visitor), "LOCATION:Phone call: InnovateHub Inc. will call you at your number");
  const team = renderMail(job("booking_confirmed", "team", { appointment: call }), CONTEXT);
  assertStringIncludes(team.text, `Phone call: call ${BOOKING.name} at ${BOOKING.phone}.`);
  const noNumber = renderMail(
    job("booking_confirmed", "visitor", { appointment: { ...call, phone: null } }),
    CONTEXT,
  );
  assertStringIncludes(noNumber.text, "Please reply to this e-mail with the number to call.");
});

Deno.test("a pending video request promises the link instead of showing one", () => {
  const message = renderMail(job("booking_received", "visitor", { manage_token: TOKEN }), CONTEXT);
  assertStringIncludes(message.text, "Video link: we send it when we confirm the meeting.");
  assertStringIncludes(message.text, "Thank you for your meeting request with InnovateHub Inc. We have received it");
  assertFalse(inviteOf(message).includes("LOCATION:"), "no room before confirmation");
});

Deno.test("the worker re-checks each reminder's booking when it sends, and skips a stale one", async () => {
  const clock = new Clock(Date.parse("2027-03-07T01:00:00Z"));
  const current = reminder();
  const moved = reminder({ ...CONFIRMED, revision: 2 }, 1);
  const cancelled = reminder({ ...CONFIRMED, status: "cancelled", revision: 2 }, 2);
  const completed = reminder({ ...CONFIRMED, status: "completed" });
  const { store, rows } = memoryJobStore([current, moved, cancelled, completed], clock);
  const provider = fakeProvider();
  const logger = recordingLogger();

  const run = await runMailWorker(workerDeps(store, provider.mailer, clock, logger));

  assertEquals(run, { sent: 1, retrying: 0, dead: 0, skipped: 3 });
  assertEquals(provider.delivered.map((message) => message.idempotencyKey), [current.id]);
  assertEquals(
    rows.map((row) => [row.status, row.lastError]),
    [
      ["sent", null],
      ["skipped", "booking_changed"],
      ["skipped", "booking_not_confirmed"],
      ["skipped", "booking_not_confirmed"],
    ],
  );
  for (const line of logger.lines) {
    for (const value of [...PERSONAL_VALUES, TOKEN, ROOM]) {
      assertFalse(line.includes(value), `log line leaks "${value}": ${line}`);
    }
  }
});

Deno.test("a reminder whose meeting has begun is never sent", async () => {
  const clock = new Clock(Date.parse(CONFIRMED.scheduled_at));
  const { store, rows } = memoryJobStore([reminder()], clock);
  const provider = fakeProvider();
  const run = await runMailWorker(workerDeps(store, provider.mailer, clock, recordingLogger()));
  assertEquals(run.skipped, 1);
  assertEquals(provider.delivered.length, 0);
  assertEquals(rows[0]?.lastError, "meeting_started");
});

const FEED_TOKEN = "b".repeat(64);
const CONSOLE_URL = "https://console.example.test";
const FEED_BOOKINGS: FeedBooking[] = [
  {
    id: BOOKING.id,
    name: BOOKING.name,
    topic: BOOKING.topic,
    scheduled_at: BOOKING.scheduled_at,
    ends_at: BOOKING.ends_at,
    duration: BOOKING.duration,
    meeting_type: "video",
    meeting_url: ROOM,
    call_phone: null,
    status: "confirmed",
    revision: 1,
    updated_at: "2027-03-02T00:00:00+00:00",
    purpose: "consultation",
    place: null,
  },
  {
    ...{ id: "6a1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e78", name: "Pedro Prueba" },
    topic: "Digital storefront",
    scheduled_at: "2027-03-09T05:00:00+00:00",
    ends_at: "2027-03-09T05:30:00+00:00",
    duration: "30min",
    meeting_type: "call",
    meeting_url: null,
    call_phone: "+63 917 555 0123",
    status: "pending",
    revision: 0,
    updated_at: "2027-03-02T00:00:00+00:00",
    purpose: "consultation",
    place: null,
  },
];

function feedHandler(answer: (token: string) => Promise<FeedBooking[]>) {
  const logger = recordingLogger();
  const feeds: FeedStore = { bookings: answer };
  return { handler: createFeedHandler({ feeds, logger, consoleUrl: CONSOLE_URL }), logger };
}

const feedUrl = (token: string) => `http://localhost/functions/v1/staff-calendar?token=${token}`;

Deno.test("a staff feed is a calendar of the listed bookings with rooms, numbers and alarms", async () => {
  const { handler, logger } = feedHandler((token) =>
    token === FEED_TOKEN ? Promise.resolve(FEED_BOOKINGS) : Promise.reject(new FeedRefusal("unknown_feed"))
  );
  const response = await handler(new Request(feedUrl(FEED_TOKEN)));
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("Content-Type"), "text/calendar; charset=utf-8");
  const body = (await response.text()).replace(/\r\n /g, "");
  assertStringIncludes(body, "METHOD:PUBLISH\r\nX-WR-CALNAME:InnovateHub Inc. meetings\r\n");
  assertEquals(body.match(/BEGIN:VEVENT/g)?.length, 2);
  assertEquals(body.match(/TRIGGER:-PT15M/g)?.length, 2);
  assertStringIncludes(body, `UID:${BOOKING.id}@innovatehub.ph\r\n`);
  assertStringIncludes(body, `LOCATION:${ROOM}\r\nURL:${ROOM}\r\n`);
  assertStringIncludes(body, "SUMMARY:Pending: Digital storefront with Pedro Prueba\r\n");
  assertStringIncludes(body, "STATUS:TENTATIVE");
  assertStringIncludes(body, "LOCATION:Phone call: call Pedro Prueba at +63 917 555 0123.");
  assertEquals(logger.lines, [JSON.stringify({ level: "info", event: "staff-calendar.served", events: 2 })]);
});

Deno.test("each feed event has its kind and a link to the lead in the console, and no e-mail or company", async () => {
  const { handler } = feedHandler(() => Promise.resolve(FEED_BOOKINGS));
  const body = (await (await handler(new Request(feedUrl(FEED_TOKEN)))).text()).replace(/\r\n /g, "");
  assertStringIncludes(body, "Video Conference\\, 1 Hour");
  assertStringIncludes(body, "Phone Call\\, 30 Minutes");
  assertStringIncludes(body, `In the console: ${CONSOLE_URL}/bookings/${BOOKING.id}`);
  assertStringIncludes(body, `In the console: ${CONSOLE_URL}/bookings/6a1e9c1a-7c2b-4a53-9b0e-2f8d5a1c6e78`);
  assertFalse(body.includes("@example"), "no visitor e-mail address");
  assertFalse(body.includes(BOOKING.email), "no visitor e-mail address");
  assertFalse(BOOKING.company !== null && body.includes(BOOKING.company), "no company");
  assertFalse(BOOKING.phone !== null && body.includes(BOOKING.phone), "no number for a video meeting");
});

Deno.test("an unknown, malformed or revoked feed token gets an empty 404; too many requests a 429", async () => {
  const { handler, logger } = feedHandler((token) =>
    Promise.reject(new FeedRefusal(token === FEED_TOKEN ? "rate_limited" : "unknown_feed"))
  );
  for (const url of [feedUrl("c".repeat(64)), feedUrl("not-a-token"), "http://localhost/functions/v1/staff-calendar"]) {
    const response = await handler(new Request(url));
    assertEquals(response.status, 404, url);
    assertEquals(await response.text(), "", "no detail");
  }
  const limited = await handler(new Request(feedUrl(FEED_TOKEN)));
  assertEquals(limited.status, 429);
  assertEquals(limited.headers.get("Retry-After"), "900");
  const posted = await handler(new Request(feedUrl(FEED_TOKEN), { method: "POST", body: "{}" }));
  assertEquals(posted.status, 405);
  for (const line of logger.lines) {
    assertFalse(line.includes(FEED_TOKEN) || line.includes("c".repeat(64)), `a token leaked: ${line}`);
  }
});

Deno.test("a database failure answers an empty 500 and logs only the error class", async () => {
  const { handler, logger } = feedHandler(() => Promise.reject(new TypeError(`fetch ${FEED_TOKEN} failed`)));
  const response = await handler(new Request(feedUrl(FEED_TOKEN)));
  assertEquals(response.status, 500);
  assertEquals(await response.text(), "");
  assertEquals(logger.lines, [
    JSON.stringify({ level: "error", event: "staff-calendar.failed", error: "TypeError" }),
  ]);
});
