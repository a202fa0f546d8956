import { addDaysToKey, manilaDateKey } from "@innovatehub/domain";
import { expect, test, type APIRequestContext } from "@playwright/test";
import ICAL from "ical.js";
import { expectNoAxeViolations } from "./support/axe";
import { applyAsAgent } from "./support/agents";
import { pickDay } from "./support/date-picker";
import { tabTo } from "./support/keyboard";
import { closedDaysOf, outboxMessage } from "./support/slots";
import { addStaffMember, screenshot, signInOn } from "./support/staff";

/** Sign-in with enrolment, an application with its upload, the place names' chunk, a booking, a mail and axe. */
const FLOW_TIMEOUT_MS = 240_000;
/** The mail worker runs on every 5 s check of the e2e backend's schedule; the timeout only ends a stuck test. */
const MAIL_TIMEOUT_MS = 60_000;
/** Far enough ahead that every slot of the day is past the minimum notice, well inside the booking horizon. */
const DAYS_AHEAD = 15;
const DAYS_SEARCHED = 20;
const SATURDAY = 6;
/** The street line applyAsAgent sends, and its barangay's province. */
const STREET = "7 Rizal Street";
const PROVINCE = "Batangas";

test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

/** The first weekday from DAYS_AHEAD days on that no closure closes. */
async function openWeekday(request: APIRequestContext): Promise<string> {
  const from = addDaysToKey(manilaDateKey(new Date()), DAYS_AHEAD);
  const closed = await closedDaysOf(request, from, addDaysToKey(from, DAYS_SEARCHED));
  for (let offset = 0; offset < DAYS_SEARCHED; offset += 1) {
    const day = addDaysToKey(from, offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== SATURDAY && !closed.has(day)) {
      return day;
    }
  }
  throw new Error("no open weekday found");
}

function feedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
}

test("a site visit booked from an application is on it, in the applicant's Filipino mail and in the staff calendar feed", async ({
  page,
  request,
}) => {
  const member = await addStaffMember("site-visit", "agent");
  const application = await applyAsAgent(request);
  const day = await openWeekday(request);
  await signInOn(page, `/applications/${application.id}`, member);

  await page.getByRole("button", { name: "Move to Screening" }).click();
  await expect(page.locator("[aria-current=step]")).toHaveText("Screening");
  const meetings = page.getByRole("region", { name: "Meetings" });
  await expect(meetings).toContainText("No site visit or onboarding training is booked yet.");
  await expectNoAxeViolations(page, "application with no meeting");

  // The dialog, by keyboard: a site visit at the store, a day and its first free time.
  await tabTo(page, meetings.getByRole("button", { name: "Book a meeting" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Book a meeting with the applicant" });
  await expect(dialog.getByLabel(/^Meeting/)).toHaveValue("site_visit");
  await expect(dialog.getByLabel(/^How/)).toHaveValue("in_person");
  await expect(dialog.getByRole("status").filter({ hasText: "Place:" })).toContainText(
    `${STREET}, `,
  );
  await expect(dialog.getByRole("status").filter({ hasText: "Place:" })).toContainText(PROVINCE);
  await expect(dialog).toContainText('moves the application to "Site visit"');
  await pickDay(dialog.getByRole("group", { name: /^Day/ }), day);
  const firstTime = dialog
    .getByRole("group", { name: /^Time \(PHT\)/ })
    .getByRole("radio")
    .first();
  // The radio is visually hidden inside its labelled tile: choose it as a keyboard user does.
  await firstTime.focus();
  await page.keyboard.press("Space");
  await expect(firstTime).toBeChecked();
  await expectNoAxeViolations(page, "book a meeting dialog");
  await screenshot(page, "book-site-visit");
  await dialog.getByRole("button", { name: "Book and e-mail the applicant" }).click();
  await expect(page.getByText("Site visit booked. The applicant is e-mailed.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // On the application: the meeting, linked to its booking, and the stage it moved to.
  await expect(page.locator("[aria-current=step]")).toHaveText("Site visit");
  const visit = meetings.getByRole("link", { name: /^Site visit, .*: open the booking$/ });
  await expect(visit).toBeVisible();
  await expect(meetings).toContainText(STREET);
  await expect(meetings).toContainText("In person, at the store");
  await expectNoAxeViolations(page, "application with a site visit");
  await screenshot(page, "application-site-visit");

  await visit.click();
  await expect(page.getByRole("heading", { name: `Booking: ${application.name}` })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  await expect(details).toContainText("Site visit");
  await expect(details).toContainText(STREET);
  await expect(details.getByRole("link", { name: "Open the agent application" })).toBeVisible();
  await expectNoAxeViolations(page, "site visit booking");

  // The applicant's e-mail, in Filipino, with the place and the status link of their language.
  await expect
    .poll(() => outboxMessage("booking_confirmed", application.email)?.text ?? "", {
      timeout: MAIL_TIMEOUT_MS,
    })
    .toContain("Naka-schedule na po ang pagbisita namin sa tindahan mo");
  const mail = outboxMessage("booking_confirmed", application.email);
  expect(mail?.text).toContain(`Saan: ${STREET}, `);
  expect(mail?.text).toContain("/fil/become-an-agent/status#");
  expect(mail?.text).not.toContain("/manage-booking");

  // The staff calendar feed: made on the agenda, read by ical.js, the visit at the store.
  await page.goto("/agenda");
  const feedPanel = page.getByRole("region", { name: "Your calendar feed" });
  await feedPanel.getByRole("button", { name: "Make a feed link" }).click();
  const feedUrl = await feedPanel.getByLabel("Feed link (shown once)").inputValue();
  const served = await request.get(feedUrl);
  expect(served.status()).toBe(200);
  const event = feedEvents(await served.text()).find(
    (candidate) => candidate.summary === `Site visit with ${application.name}`,
  );
  expect(event?.location).toContain(STREET);
  expect(event?.location).toContain(PROVINCE);
  expect(event?.description).toContain("In person at");
  await feedPanel.getByRole("button", { name: "Turn the feed off" }).click();
  await expect(feedPanel).toContainText("You have no calendar feed.");
});
