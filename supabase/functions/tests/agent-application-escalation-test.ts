import { assertEquals, assertFalse, assertStringIncludes } from "./assert.ts";
import { AGENT_APPLICATION_ESCALATION_MINUTES } from "../_shared/domain/index.ts";
import { renderChatAlert } from "../_shared/mail/alert-templates.ts";
import { renderMail } from "../_shared/mail/render.ts";
import { RenderError } from "../_shared/mail/render-context.ts";
import { AGENT_APPLICATION, job, SITE, TEAM } from "./fakes.ts";

const CONTEXT = { teamAddress: TEAM, siteUrl: SITE, now: new Date("2027-03-01T03:00:00Z") };

const [FIRST_LEVEL_MINUTES, LAST_LEVEL_MINUTES] = AGENT_APPLICATION_ESCALATION_MINUTES;
const reached = (level: number) => ({
  agent_application: { ...AGENT_APPLICATION, unanswered_escalations: level },
});

Deno.test("an unanswered application's alert goes to the team with the applicant's name and reference", () => {
  const message = renderMail(job("agent_application_unanswered", "team", reached(1)), CONTEXT);
  assertEquals(message.to, TEAM);
  assertEquals(message.subject, `Unanswered agent application from ${AGENT_APPLICATION.full_name}`);
  assertStringIncludes(
    message.text,
    `Unanswered for over ${FIRST_LEVEL_MINUTES} business minutes: agent application ${AGENT_APPLICATION.reference}, received Mon, Mar 1, 8:00 AM PHT.`,
  );
  assertStringIncludes(message.text, `Lead id: ${AGENT_APPLICATION.id}`);
  assertStringIncludes(message.text, "Applications screen");
  assertEquals(message.tag, "agent_application_unanswered");
});

Deno.test("the alert says how long the application has waited: the threshold of the level it reached", () => {
  assertStringIncludes(
    renderChatAlert(job("agent_application_unanswered", "chat", reached(2))),
    `Unanswered for over ${LAST_LEVEL_MINUTES} business minutes: agent application`,
  );
  assertEquals(LAST_LEVEL_MINUTES, 480);
});

Deno.test("the chat alert of an unanswered application names its reference and time, nothing personal", () => {
  const alert = renderChatAlert(job("agent_application_unanswered", "chat", reached(1)));
  assertStringIncludes(alert, `agent application ${AGENT_APPLICATION.reference}`);
  assertStringIncludes(alert, `(lead id ${AGENT_APPLICATION.id})`);
  for (const personal of [
    AGENT_APPLICATION.full_name,
    AGENT_APPLICATION.email,
    AGENT_APPLICATION.mobile,
    AGENT_APPLICATION.store_name,
  ]) {
    assertFalse(alert.includes(personal), personal);
  }
});

Deno.test("an alert whose application is gone is not rendered", () => {
  let reason = "";
  try {
    renderMail(job("agent_application_unanswered", "team", { agent_application: null }), CONTEXT);
  } catch (error) {
    reason = error instanceof RenderError ? error.reason : "other";
  }
  assertEquals(reason, "missing_lead");
});
