import { assert, assertEquals, assertFalse, assertStringIncludes } from "./assert.ts";
import { HOUR_MS, type MailTemplate } from "../_shared/domain/index.ts";
import { renderMail } from "../_shared/mail/render.ts";
import { BOOKING, INQUIRY, INQUIRY_REQUIREMENTS, job, SITE, TEAM, TOKEN } from "./fakes.ts";

const CONTEXT = { teamAddress: TEAM, siteUrl: SITE, now: new Date("2027-03-01T00:00:00Z") };
const BOOKING_TEMPLATES: MailTemplate[] = [
  "booking_received",
  "booking_confirmed",
  "booking_declined",
  "booking_cancelled",
  "booking_rescheduled",
];
/** Words the booker chose that must never reach the (possibly not their own) visitor address. */
const ATTACKER_TEXT = [
  BOOKING.topic,
  BOOKING.notes ?? "",
  BOOKING.company ?? "",
  BOOKING.phone ?? "",
];

function invite(template: MailTemplate, recipient: "visitor" | "team", revision = 0): string {
  const message = renderMail(
    job(template, recipient, { manage_token: TOKEN, appointment: { ...BOOKING, revision } }),
    CONTEXT,
  );
  const attachment = message.attachments?.[0];
  assert(attachment !== undefined, `${template} to ${recipient} carries an invite`);
  return attachment.content;
}

Deno.test("visitor e-mails carry no words the booker typed", () => {
  for (const template of [...BOOKING_TEMPLATES, "inquiry_received" as const]) {
    const message = renderMail(job(template, "visitor", { manage_token: TOKEN }), CONTEXT);
    const everything = `${message.subject}\n${message.text}\n${message.attachments?.map((a) => a.content).join("\n") ?? ""}`;
    for (const value of [...ATTACKER_TEXT, INQUIRY_REQUIREMENTS]) {
      assertFalse(everything.includes(value), `${template} leaks "${value}"`);
    }
    assertEquals(message.idempotencyKey.length, 36, "the job id is the idempotency key");
  }
});

Deno.test("a name used as a message reaches no visitor e-mail; the team notice keeps it", () => {
  const spam = "Claim your prize at http://evil.example/win now";
  for (const template of [...BOOKING_TEMPLATES, "inquiry_received" as const]) {
    const message = renderMail(
      job(template, "visitor", {
        manage_token: TOKEN,
        ...(template.startsWith("booking_")
          ? { appointment: { ...BOOKING, name: spam } }
          : { inquiry: { ...INQUIRY, name: spam } }),
      }),
      CONTEXT,
    );
    const everything = `${message.subject}\n${message.text}\n${message.attachments?.map((a) => a.content).join("\n") ?? ""}`;
    for (const fragment of ["Claim", "prize", "evil.example"]) {
      assertFalse(everything.includes(fragment), `${template} carries "${fragment}" from the name`);
    }
    assert(message.text.startsWith("Hello there,"), `${template} greets without the name`);
  }
  const team = renderMail(
    job("booking_new", "team", { appointment: { ...BOOKING, name: spam } }),
    CONTEXT,
  );
  assertStringIncludes(team.text, `Name: ${spam}`);
});

Deno.test("the team notices carry every field", () => {
  const booking = renderMail(job("booking_new", "team"), CONTEXT);
  for (const value of ATTACKER_TEXT) {
    assertStringIncludes(booking.text, value);
  }
  assertEquals(booking.to, TEAM);
  assertEquals(booking.replyTo, BOOKING.email);
  const inquiry = renderMail(job("inquiry_new", "team"), CONTEXT);
  for (const value of [
    INQUIRY.email,
    INQUIRY.phone,
    INQUIRY.company ?? "",
    "Answer delivery questions by chat.",
  ]) {
    assertStringIncludes(inquiry.text, value);
  }
});

Deno.test(
  "times are printed with their zone, and the booking confirmation links to the manage page",
  () => {
    const message = renderMail(
      job("booking_received", "visitor", { manage_token: TOKEN }),
      CONTEXT,
    );
    assertStringIncludes(
      message.text,
      "Monday, March 8, 2027 at 9:00 AM PHT (Asia/Manila), 01:00 UTC",
    );
    assertStringIncludes(message.text, `${SITE}/manage-booking#${TOKEN}`);
    assertStringIncludes(
      message.text,
      "https://calendar.google.com/calendar/render?action=TEMPLATE",
    );
    assertStringIncludes(message.text, "dates=20270308T010000Z%2F20270308T020000Z");
  },
);

Deno.test(
  "one stable UID per booking; SEQUENCE is the revision; cancel and decline send METHOD:CANCEL",
  () => {
    const uid = `UID:${BOOKING.id}@innovatehub.ph\r\n`;
    for (const template of BOOKING_TEMPLATES) {
      for (const recipient of ["visitor", "team"] as const) {
        assertStringIncludes(invite(template, recipient), uid);
      }
    }
    assertStringIncludes(invite("booking_received", "visitor"), "SEQUENCE:0\r\n");
    assertStringIncludes(invite("booking_rescheduled", "visitor", 2), "SEQUENCE:2\r\n");
    assertStringIncludes(invite("booking_rescheduled", "team", 2), "METHOD:REQUEST\r\n");
    const cancel = invite("booking_cancelled", "visitor", 3);
    assertStringIncludes(cancel, "METHOD:CANCEL\r\n");
    assertStringIncludes(cancel, "STATUS:CANCELLED\r\n");
    assertStringIncludes(cancel, "SEQUENCE:3\r\n");
    assertStringIncludes(invite("booking_declined", "visitor", 1), "METHOD:CANCEL\r\n");
    assertStringIncludes(invite("booking_confirmed", "visitor", 1), "STATUS:CONFIRMED\r\n");
  },
);

Deno.test("the inquiry acknowledgement offers an unsubscribe link only to subscribers", () => {
  const subscribed = renderMail(
    job("inquiry_received", "visitor", { manage_token: TOKEN }),
    CONTEXT,
  );
  assertStringIncludes(subscribed.text, `${SITE}/unsubscribe#${TOKEN}`);
  assertStringIncludes(subscribed.text, "business hours");
  const plain = renderMail(job("inquiry_received", "visitor"), CONTEXT);
  assertFalse(plain.text.includes("/unsubscribe"));
});

Deno.test("the 24-hour reminder carries the manage link; the 1-hour one says how to reach the team instead", () => {
  const start = Date.parse(BOOKING.scheduled_at);
  const reminderAt = (hoursBefore: number) =>
    renderMail(job("booking_reminder", "visitor", { manage_token: TOKEN, appointment: BOOKING }), {
      ...CONTEXT,
      now: new Date(start - hoursBefore * HOUR_MS),
    });

  const dayBefore = reminderAt(24);
  assertStringIncludes(dayBefore.text, `${SITE}/manage-booking#${TOKEN}`);

  const hourBefore = reminderAt(1);
  assertFalse(hourBefore.text.includes(TOKEN), "no link that would only answer too late");
  assertFalse(hourBefore.attachments?.[0]?.content.includes(TOKEN) ?? false, "nor in the invite");
  assertStringIncludes(
    hourBefore.text,
    `Changes through your private link close 2 hours before the meeting. To cancel or change it now, reply to this e-mail or write to ${TEAM}.`,
  );
});
