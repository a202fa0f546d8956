import { assert, assertEquals, assertFalse, assertStringIncludes } from "./assert.ts";
import type { MailTemplate } from "../_shared/domain/index.ts";
import { renderMail } from "../_shared/mail/render.ts";
import { RenderError } from "../_shared/mail/render-context.ts";
import type { FeedBooking, JobAppointment } from "../_shared/rows.ts";
import { createFeedHandler } from "../staff-calendar/handler.ts";
import { AGENT_APPLICATION, BOOKING, job, recordingLogger, SITE, TEAM, TOKEN } from "./fakes.ts";

const CONTEXT = { teamAddress: TEAM, siteUrl: SITE, now: new Date("2027-03-01T00:00:00Z") };
const STORE_PLACE = "12 Rizal Street, Poblacion, Lipa City, Batangas";
const ROOM = "https://meet.jit.si/InnovateHub-0123456789abcdef0123456789abcdef0";
/** What whoever applied typed, and may have sent to a stranger's address. */
const SPAM = "Claim your prize at http://evil.example/win now";

const SITE_VISIT: JobAppointment = {
  ...BOOKING,
  name: SPAM,
  company: SPAM,
  email: AGENT_APPLICATION.email,
  topic: "Site visit",
  notes: null,
  status: "confirmed",
  meeting_type: "in_person",
  purpose: "site_visit",
  place: STORE_PLACE,
  visitor_time_zone: null,
};
const VIDEO_ONBOARDING: JobAppointment = {
  ...SITE_VISIT,
  topic: "Onboarding training",
  meeting_type: "video",
  purpose: "onboarding",
  place: null,
  meeting_url: ROOM,
};
const MEETING_TEMPLATES = [
  "booking_confirmed",
  "booking_rescheduled",
  "booking_reminder",
  "booking_cancelled",
] as const satisfies readonly MailTemplate[];

function meetingMail(
  template: MailTemplate,
  appointment: JobAppointment,
  language: "en" | "fil",
) {
  return renderMail(
    job(template, "visitor", {
      manage_token: TOKEN,
      appointment,
      agent_application: { ...AGENT_APPLICATION, language, full_name: SPAM, store_name: SPAM },
    }),
    CONTEXT,
  );
}

const text = (message: { text: string; subject: string }) => `${message.subject}\n${message.text}`;

Deno.test("an applicant's meeting e-mail carries the status link of their language, never the manage link", () => {
  const statusPaths = { en: "/become-an-agent/status", fil: "/fil/become-an-agent/status" };
  for (const template of MEETING_TEMPLATES) {
    for (const language of ["en", "fil"] as const) {
      const message = meetingMail(template, SITE_VISIT, language);
      assertEquals(message.to, AGENT_APPLICATION.email);
      assertStringIncludes(message.text, `${SITE}${statusPaths[language]}#${TOKEN}`);
      assertFalse(message.text.includes("/manage-booking"), `${template} has no manage link`);
      assertStringIncludes(message.subject, AGENT_APPLICATION.reference);
      assertFalse(text(message).includes("evil.example"), "nothing the applicant typed");
    }
  }
});

Deno.test("a site visit's e-mail and invite give the store's address; Filipino is written as applicants speak", () => {
  const english = meetingMail("booking_confirmed", SITE_VISIT, "en");
  assertStringIncludes(english.text, `Where: ${STORE_PLACE}`);
  assertStringIncludes(english.subject, "Your store visit is booked");
  assertStringIncludes(english.text, "Monday, March 8, 2027 at 9:00 AM PHT");
  const filipino = meetingMail("booking_confirmed", SITE_VISIT, "fil");
  assertStringIncludes(filipino.text, `Saan: ${STORE_PLACE}`);
  assertStringIncludes(filipino.text, "Naka-schedule na po ang pagbisita namin sa tindahan mo");
  assertFalse(filipino.text.includes("Where:"), "no English line in the Filipino e-mail");
  const invite = (filipino.attachments?.[0]?.content ?? "").replace(/\r\n /g, "");
  assertStringIncludes(invite, "METHOD:REQUEST");
  assertStringIncludes(invite, "LOCATION:12 Rizal Street\\, Poblacion\\, Lipa City\\, Batangas");
  assertStringIncludes(invite, `UID:${SITE_VISIT.id}@innovatehub.ph`);
});

Deno.test("a video onboarding gives its room; a cancellation cancels the invite and names no time", () => {
  const onboarding = meetingMail("booking_reminder", VIDEO_ONBOARDING, "en");
  assertStringIncludes(onboarding.text, `Join the video call: ${ROOM}`);
  assertStringIncludes(onboarding.subject, "onboarding training");
  const cancelled = meetingMail("booking_cancelled", SITE_VISIT, "fil");
  assertStringIncludes(cancelled.subject, "Kinansela");
  assertFalse(cancelled.text.includes(STORE_PLACE));
  assertStringIncludes(cancelled.attachments?.[0]?.content ?? "", "METHOD:CANCEL");
});

Deno.test("a team copy of an applicant's meeting is refused rather than sent in the wrong shape", () => {
  let refused = false;
  try {
    renderMail(
      job("booking_new", "team", { appointment: SITE_VISIT, agent_application: AGENT_APPLICATION }),
      CONTEXT,
    );
  } catch (error) {
    refused = error instanceof RenderError;
  }
  assert(refused);
});

Deno.test("the staff feed lists a site visit at the store's address, linked to its booking page", async () => {
  const visit: FeedBooking = {
    id: SITE_VISIT.id,
    name: "Maria Prueba",
    topic: "Site visit",
    scheduled_at: SITE_VISIT.scheduled_at,
    ends_at: SITE_VISIT.ends_at,
    duration: SITE_VISIT.duration,
    meeting_type: "in_person",
    meeting_url: null,
    call_phone: null,
    status: "confirmed",
    revision: 0,
    updated_at: "2027-03-02T00:00:00+00:00",
    purpose: "site_visit",
    place: STORE_PLACE,
  };
  const handler = createFeedHandler({
    feeds: { bookings: () => Promise.resolve([visit]) },
    logger: recordingLogger(),
    consoleUrl: "https://console.example.test",
  });
  const response = await handler(
    new Request(`http://localhost/functions/v1/staff-calendar?token=${"b".repeat(64)}`),
  );
  const body = (await response.text()).replace(/\r\n /g, "");
  assertStringIncludes(body, "SUMMARY:Site visit with Maria Prueba\r\n");
  assertStringIncludes(body, "LOCATION:12 Rizal Street\\, Poblacion\\, Lipa City\\, Batangas\r\n");
  assertStringIncludes(body, "In person at 12 Rizal Street\\, Poblacion\\, Lipa City\\, Batangas");
  assertStringIncludes(body, "In Person\\, 1 Hour");
  assertStringIncludes(body, `/bookings/${SITE_VISIT.id}`);
  assertFalse(body.includes("URL:"), "no room for an in-person meeting");
});

Deno.test("a decline that cancelled a meeting says so in the same e-mail, in the applicant's language, and cancels the invite", () => {
  const declined = (language: "en" | "fil", appointment: JobAppointment | null) =>
    renderMail(
      job("agent_application_declined", "visitor", {
        manage_token: TOKEN,
        appointment: appointment === null ? null : { ...appointment, status: "cancelled", revision: 1 },
        agent_application: { ...AGENT_APPLICATION, language, stage: "declined", decline_reason: "area_covered" },
      }),
      CONTEXT,
    );
  const english = declined("en", SITE_VISIT);
  assertStringIncludes(english.subject, "not approved");
  assertStringIncludes(
    english.text,
    "We have also cancelled your store visit on Monday, March 8, 2027 at 9:00 AM PHT.",
  );
  assertFalse(english.text.includes("another time"), "a decline promises no other time");
  const invite = (english.attachments?.[0]?.content ?? "").replace(/\r\n /g, "");
  assertStringIncludes(invite, "METHOD:CANCEL");
  assertStringIncludes(invite, `UID:${SITE_VISIT.id}@innovatehub.ph`);
  assertStringIncludes(invite, "SEQUENCE:1");
  const filipino = declined("fil", SITE_VISIT);
  assertStringIncludes(filipino.text, "Kinansela na rin po namin ang pagbisita namin sa tindahan mo");
  assertFalse(text(filipino).includes("evil.example"), "nothing the applicant typed");

  const withdrawn = renderMail(
    job("agent_application_withdrawn", "visitor", {
      manage_token: TOKEN,
      appointment: { ...VIDEO_ONBOARDING, status: "cancelled", revision: 1 },
    }),
    CONTEXT,
  );
  assertStringIncludes(withdrawn.text, "We have also cancelled your PlataPay agent onboarding training on");

  const noMeeting = declined("en", null);
  assertFalse(noMeeting.text.includes("cancelled your"), "no meeting, no line");
  assertEquals(noMeeting.attachments, undefined);
});
