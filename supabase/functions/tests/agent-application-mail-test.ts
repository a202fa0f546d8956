import { assert, assertEquals, assertFalse, assertStringIncludes } from "./assert.ts";
import {
  AGENT_DUPLICATE_WINDOW_DAYS,
  agentStageMailTemplates,
  type MailTemplate,
} from "../_shared/domain/index.ts";
import { renderMail } from "../_shared/mail/render.ts";
import { RenderError } from "../_shared/mail/render-context.ts";
import { AGENT_APPLICATION, job, SITE, TEAM, TOKEN } from "./fakes.ts";

const CONTEXT = { teamAddress: TEAM, siteUrl: SITE, now: new Date("2027-03-01T00:00:00Z") };
const APPLICANT_TEMPLATES = [
  "agent_application_received",
  "agent_application_repeat",
  ...Object.values(agentStageMailTemplates),
] as const;
const LANGUAGES = ["en", "fil"] as const;
/** What whoever applied typed, and may have sent to a stranger's address. */
const SPAM = "Claim your prize at http://evil.example/win now";
const APPLICANT_TEXT = [SPAM, "evil.example", AGENT_APPLICATION.mobile, "1234567"];

function applicantMail(template: MailTemplate, language: "en" | "fil") {
  return renderMail(
    job(template, "visitor", {
      manage_token: TOKEN,
      agent_application: {
        ...AGENT_APPLICATION,
        language,
        full_name: SPAM,
        store_name: SPAM,
        decline_reason: "area_covered",
        requested_document: { kind: "government_id", reason: "unreadable" },
      },
    }),
    CONTEXT,
  );
}

Deno.test(
  "the applicant's e-mails carry the status link of their language and the reference",
  () => {
    const statusPaths = { en: "/become-an-agent/status", fil: "/fil/become-an-agent/status" };
    for (const template of APPLICANT_TEMPLATES) {
      for (const language of LANGUAGES) {
        const message = applicantMail(template, language);
        assertEquals(
          message.to,
          AGENT_APPLICATION.email,
          `${template} goes to the address on file`,
        );
        assertStringIncludes(message.text, `${SITE}${statusPaths[language]}#${TOKEN}`);
        assertStringIncludes(message.text, AGENT_APPLICATION.reference);
        assertEquals(message.tag, template);
      }
    }
  },
);

Deno.test("the applicant's e-mails are written in the application's language", () => {
  for (const template of APPLICANT_TEMPLATES) {
    const english = applicantMail(template, "en");
    const filipino = applicantMail(template, "fil");
    assert(english.text.startsWith("Hello there,"), `${template} in English`);
    assert(filipino.text.startsWith("Hello po,"), `${template} in Filipino`);
    assertStringIncludes(filipino.text, "application mo");
    assertFalse(english.subject === filipino.subject, `${template}'s subject is translated`);
  }
});

Deno.test("the applicant's e-mails carry no words the applicant typed", () => {
  for (const template of APPLICANT_TEMPLATES) {
    for (const language of LANGUAGES) {
      const message = applicantMail(template, language);
      for (const value of APPLICANT_TEXT) {
        assertFalse(
          `${message.subject}\n${message.text}`.includes(value),
          `${template} (${language}) carries "${value}"`,
        );
      }
    }
  }
});

Deno.test("an applicant's e-mail without its status token is not sent", () => {
  const tokenless = job("agent_application_received", "visitor", { manage_token: null });
  try {
    renderMail(tokenless, CONTEXT);
    throw new Error("rendered without a status token");
  } catch (error) {
    assert(error instanceof RenderError, "a render error");
    assertEquals(error.reason, "missing_status_token");
  }
});

Deno.test("the team's notice carries the application and the console", () => {
  const withConsole = renderMail(job("agent_application_new", "team"), {
    ...CONTEXT,
    consoleUrl: "https://console.example.test",
  });
  assertEquals(withConsole.to, TEAM);
  assertEquals(withConsole.replyTo, AGENT_APPLICATION.email);
  assertStringIncludes(withConsole.subject, AGENT_APPLICATION.reference);
  for (const value of [
    AGENT_APPLICATION.full_name,
    AGENT_APPLICATION.mobile,
    AGENT_APPLICATION.store_name,
    AGENT_APPLICATION.barangay_code,
    AGENT_APPLICATION.id,
  ]) {
    assertStringIncludes(withConsole.text, value);
  }
  assertStringIncludes(withConsole.text, "in the console: https://console.example.test");
  const withoutConsole = renderMail(job("agent_application_new", "team"), CONTEXT);
  assertStringIncludes(withoutConsole.text, "in the InnovateHub Inc. console.");
});

Deno.test("a job whose application is gone is not rendered", () => {
  try {
    renderMail(job("agent_application_new", "team", { agent_application: null }), CONTEXT);
    throw new Error("rendered without an application");
  } catch (error) {
    assert(error instanceof RenderError, "a render error");
    assertEquals(error.reason, "missing_agent_application");
  }
});

Deno.test(
  "asking for a document again names the document and why, in Filipino for a Filipino application",
  () => {
    const message = applicantMail("agent_application_documents_requested", "fil");
    assertStringIncludes(
      message.text,
      "Kailangan namin ulit ang isa sa mga documents mo: ang valid government ID mo.",
    );
    assertStringIncludes(message.text, "Dahilan: malabo o mahirap basahin ang file.");
    const english = applicantMail("agent_application_documents_requested", "en");
    assertStringIncludes(
      english.text,
      "We need one of your documents again: your valid government ID.",
    );
    assertStringIncludes(english.text, "Reason: the file is blurry or hard to read.");
  },
);

Deno.test('a decline says its reason from the list; the reason "other" adds nothing', () => {
  assertStringIncludes(
    applicantMail("agent_application_declined", "en").text,
    "Reason: the area of your store already has enough PlataPay agents.",
  );
  const other = renderMail(
    job("agent_application_declined", "visitor", {
      manage_token: TOKEN,
      agent_application: { ...AGENT_APPLICATION, decline_reason: "other" },
    }),
    CONTEXT,
  );
  assertFalse(other.text.includes("Reason:"), "no reason line");
});

Deno.test("a documents-requested e-mail without its document is not sent", () => {
  try {
    renderMail(
      job("agent_application_documents_requested", "visitor", { manage_token: TOKEN }),
      CONTEXT,
    );
    throw new Error("rendered without the document");
  } catch (error) {
    assert(error instanceof RenderError, "a render error");
    assertEquals(error.reason, "missing_requested_document");
  }
});

Deno.test("a withdrawal says when the applicant may apply again: after the repeat window", () => {
  const days = `${AGENT_DUPLICATE_WINDOW_DAYS} days`;
  const english = applicantMail("agent_application_withdrawn", "en").text;
  assertStringIncludes(english, `You are welcome to apply again once ${days} have passed`);
  assertFalse(english.includes("at any time"), "no promise the database would break");
  const filipino = applicantMail("agent_application_withdrawn", "fil").text;
  assertStringIncludes(filipino, `Puwede kang mag-apply ulit pagkalipas ng ${days}`);
  assertFalse(filipino.includes("anumang oras"), "nor in Filipino");
});
