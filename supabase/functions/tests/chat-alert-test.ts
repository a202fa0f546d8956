import { assert, assertEquals, assertFalse, assertStringIncludes } from "./assert.ts";
import { type ChatSender, createTelegramSender, createWebhookSender } from "../_shared/chat.ts";
import { renderChatAlert } from "../_shared/mail/alert-templates.ts";
import { renderMail } from "../_shared/mail/render.ts";
import type { MailJob } from "../_shared/mail/job.ts";
import { runMailWorker } from "../_shared/mail/worker.ts";
import { MailerError } from "../_shared/mailer.ts";
import {
  BOOKING,
  Clock,
  fakeProvider,
  INQUIRY,
  job,
  memoryJobStore,
  PERSONAL_VALUES,
  recordingLogger,
  SITE,
  TEAM,
  workerDeps,
} from "./fakes.ts";

/** A chat that records every text; `failNext` makes the next n sends answer with `error`. */
function fakeChat() {
  const sent: string[] = [];
  const state = { failNext: 0, error: new MailerError(503) as Error };
  const chat: ChatSender = {
    send(text) {
      if (state.failNext > 0) {
        state.failNext -= 1;
        return Promise.reject(state.error);
      }
      sent.push(text);
      return Promise.resolve();
    },
  };
  return { chat, sent, state };
}

/** Every phone shape the fixtures hold, digits only, so a reformatted number is caught too. */
const PHONE_DIGITS = [BOOKING.phone ?? "", INQUIRY.phone].map((phone) => phone.replace(/\D/g, ""));

function assertNoContactDetails(text: string): void {
  for (const value of [BOOKING.email, INQUIRY.email, ...PERSONAL_VALUES].filter((v) => v !== "")) {
    assertFalse(text.includes(value), `the alert must not carry "${value}"`);
  }
  for (const digits of PHONE_DIGITS) {
    assertFalse(text.replace(/\D/g, "").includes(digits), "the alert must not carry a phone number");
  }
  assertFalse(/@/.test(text), "the alert must not carry an e-mail address");
}

const chatJobs: MailJob[] = [
  job("booking_new", "chat"),
  job("inquiry_new", "chat"),
  job("lead_unanswered", "chat"),
  job("lead_unanswered", "chat", { appointment: BOOKING, inquiry: null }),
  job("booking_pending_soon", "chat", { appointment: BOOKING, inquiry: null }),
];

Deno.test("a chat alert is sent once, however often the worker runs", async () => {
  const clock = new Clock();
  const { store, rows } = memoryJobStore([job("inquiry_new", "chat")], clock);
  const provider = fakeProvider();
  const { chat, sent } = fakeChat();
  const deps = { ...workerDeps(store, provider.mailer, clock, recordingLogger()), chat };

  assertEquals(await runMailWorker(deps), { sent: 1, retrying: 0, dead: 0, skipped: 0 });
  assertEquals(await runMailWorker(deps), { sent: 0, retrying: 0, dead: 0, skipped: 0 });
  assertEquals(sent.length, 1);
  assertEquals(provider.delivered.length, 0, "a chat job sends no e-mail");
  assertEquals(rows[0]?.status, "sent");
});

Deno.test("a failed chat alert is retried with backoff and then sent once", async () => {
  const clock = new Clock();
  const { store, rows } = memoryJobStore([job("booking_new", "chat")], clock);
  const { chat, sent, state } = fakeChat();
  state.failNext = 2;
  const deps = { ...workerDeps(store, fakeProvider().mailer, clock, recordingLogger()), chat };

  assertEquals(await runMailWorker(deps), { sent: 0, retrying: 1, dead: 0, skipped: 0 });
  assertEquals(rows[0]?.lastError, "provider_5xx");
  assertEquals(await runMailWorker(deps), { sent: 0, retrying: 0, dead: 0, skipped: 0 }, "not due before its delay");
  clock.advance(60);
  assertEquals(await runMailWorker(deps), { sent: 0, retrying: 1, dead: 0, skipped: 0 });
  clock.advance(120);
  assertEquals(await runMailWorker(deps), { sent: 1, retrying: 0, dead: 0, skipped: 0 });
  assertEquals(sent.length, 1);
});

Deno.test("a chat job without a configured chat gives up at once and sends nothing", async () => {
  const clock = new Clock();
  const { store, rows } = memoryJobStore([job("booking_new", "chat")], clock);
  const provider = fakeProvider();
  const deps = workerDeps(store, provider.mailer, clock, recordingLogger());

  assertEquals(await runMailWorker(deps), { sent: 0, retrying: 0, dead: 1, skipped: 0 });
  assertEquals(rows[0]?.lastError, "render_chat_not_configured");
  assertEquals(provider.delivered.length, 0);
});

Deno.test("no chat alert carries an e-mail address, a phone number or anything the visitor typed", () => {
  for (const alert of chatJobs) {
    const text = renderChatAlert(alert);
    assertNoContactDetails(text);
    assertStringIncludes(text, alert.appointment?.id ?? alert.inquiry?.id ?? "missing id");
  }
  assertStringIncludes(renderChatAlert(chatJobs[1] as MailJob), "an AI Solutions inquiry");
  assertStringIncludes(renderChatAlert(chatJobs[2] as MailJob), "Unanswered for over 60 business minutes");
  assertStringIncludes(renderChatAlert(chatJobs[4] as MailJob), "less than 24 hours away");
});

Deno.test("the escalation e-mail goes to the team without the visitor's address or phone", () => {
  for (const template of ["lead_unanswered", "booking_pending_soon"] as const) {
    const message = renderMail(job(template, "team", { appointment: BOOKING, inquiry: null }), {
      teamAddress: TEAM,
      siteUrl: SITE,
      now: new Date(),
    });
    assertEquals(message.to, TEAM);
    assertFalse(message.text.includes(BOOKING.email));
    assertFalse(message.text.replace(/\D/g, "").includes(PHONE_DIGITS[0] ?? "?"));
  }
});

Deno.test("the Telegram sender calls sendMessage; the webhook posts { text }; errors become provider errors", async () => {
  const calls: { url: string; body: unknown }[] = [];
  let status = 200;
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return Promise.resolve(new Response("{}", { status }));
  };
  await createTelegramSender({ botToken: "123:abc", chatId: "-100", endpoint: "https://t.test", fetchImpl })
    .send("hello");
  await createWebhookSender({ url: "https://hooks.test/x", fetchImpl }).send("hi");
  assertEquals(calls, [
    {
      url: "https://t.test/bot123:abc/sendMessage",
      body: { chat_id: "-100", text: "hello", disable_web_page_preview: true },
    },
    { url: "https://hooks.test/x", body: { text: "hi" } },
  ]);
  status = 502;
  const error = await createWebhookSender({ url: "https://hooks.test/x", fetchImpl })
    .send("again")
    .then(() => null, (caught: unknown) => caught);
  assert(error instanceof MailerError && error.status === 502);
});
