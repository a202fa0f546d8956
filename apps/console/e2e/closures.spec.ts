import { DAY_MS } from "@innovatehub/domain";
import { randomUUID } from "node:crypto";
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from "@innovatehub/local-backend/keys";
import { consoleBookingCopy, consoleClosuresCopy as copy } from "@innovatehub/content/console";
import { buildTimeSlots } from "@innovatehub/forms/booking";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { pickDay } from "./support/date-picker";
import { closedDaysOf, outboxHas, storedBooking } from "./support/slots";
import { addStaffMember, screenshot, signInOn } from "./support/staff";

const FLOW_TIMEOUT_MS = 180_000;
/** The mail worker runs on every 5 s check of the e2e backend's schedule; the timeout only ends a stuck test. */
const MAIL_TIMEOUT_MS = 60_000;
/**
 * Far enough ahead that the other specs (bookings two to six weeks out) never want the day, inside the 60-day
 * horizon; each viewport project closes its own day.
 */
const DAYS_AHEAD = { mobile: 45, desktop: 50 } as const;
const BOOKED_TIME = "11:00";
const anonHeaders = {
  apikey: LOCAL_ANON_KEY,
  Authorization: `Bearer ${LOCAL_ANON_KEY}`,
  "Content-Type": "application/json",
  Prefer: "return=minimal",
};

test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

function isMobile(page: Page): boolean {
  const viewport = page.viewportSize();
  return viewport !== null && viewport.width < 768;
}

/** The first weekday from `daysAhead` days on that no closure already closes, as a Manila date key. */
async function openWeekday(request: APIRequestContext, daysAhead: number): Promise<string> {
  const from = new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(Date.now() + (daysAhead + 7) * DAY_MS).toISOString().slice(0, 10);
  const closed = await closedDaysOf(request, from, to);
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = new Date(Date.parse(`${from}T12:00:00Z`) + offset * DAY_MS);
    const key = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !closed.has(key)) {
      return key;
    }
  }
  throw new Error("No open weekday found");
}

async function bookOn(request: APIRequestContext, day: string) {
  const booking = {
    id: randomUUID(),
    name: `Closure Visitor ${randomUUID().slice(0, 6)}`,
    email: `closure.${randomUUID().slice(0, 8)}@example.com`,
    scheduled_at: `${day}T${BOOKED_TIME}:00+08:00`,
  };
  const response = await request.post(`${LOCAL_BACKEND_URL}/rest/v1/appointments`, {
    headers: anonHeaders,
    data: {
      ...booking,
      duration: "30min",
      meeting_type: "video",
      topic: "Closures",
      status: "pending",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return booking;
}

/** How the screen names a day: "Friday, January 15, 2027". */
function dayHeading(day: string): string {
  return new Intl.DateTimeFormat("en-PH", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Manila",
  }).format(new Date(`${day}T12:00:00+08:00`));
}

test("an admin closes a weekday, sees the booking already on it, cancels it, and the site stops offering the day", async ({
  page,
  request,
}) => {
  const day = await openWeekday(request, isMobile(page) ? DAYS_AHEAD.mobile : DAYS_AHEAD.desktop);
  const booking = await bookOn(request, day);
  const reason = `Team offsite ${randomUUID().slice(0, 4)}`;
  const admin = await addStaffMember("closures");

  await signInOn(page, "/closures", admin);
  await expect(page.getByRole("heading", { name: copy.title, level: 1 })).toBeVisible();
  // The seeded holidays are listed, with the estimated Eid days marked.
  await expect(
    page.getByRole("region", { name: copy.listHeading }).getByRole("table"),
  ).toBeVisible();
  await expectNoAxeViolations(page, "closures");

  const form = page.getByRole("region", { name: copy.add.heading });
  await pickDay(form.getByRole("group", { name: copy.add.dayLabel }), day);
  await form.getByLabel(copy.add.reasonLabel).fill(reason);
  await form.getByRole("button", { name: copy.add.submit }).click();
  await expect(page.getByText(copy.add.done(dayHeading(day)))).toBeVisible();

  // The booking made before the day was closed is listed, with the way to reschedule or cancel it.
  const bookings = page.getByRole("region", { name: copy.bookings.heading });
  const entry = bookings.getByRole("listitem").filter({ hasText: booking.name });
  await expect(entry).toContainText(reason);
  await expect(
    page
      .getByRole("region", { name: copy.listHeading })
      .getByRole("row", { name: new RegExp(reason) }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "closures with a booking on a closed day");
  await screenshot(page, "closures");

  await entry.getByRole("link", { name: copy.bookings.open(booking.name) }).click();
  await expect(page.getByRole("heading", { name: `Booking: ${booking.name}` })).toBeVisible();
  await page.getByRole("button", { name: consoleBookingCopy.actions.cancelled.label }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: consoleBookingCopy.actions.cancelled.label })
    .click();
  await expect(page.getByText(consoleBookingCopy.actions.cancelled.done)).toBeVisible();
  expect((await storedBooking(request, booking.id)).status).toBe("cancelled");

  await page.goto("/closures");
  await expect(page.getByRole("region", { name: copy.bookings.heading })).toBeVisible();
  await expect(page.getByText(booking.name)).toHaveCount(0);

  // The slot source the site reads names the day, so the site offers none of its times, and the database refuses
  // a booking on it with the reason.
  const closed = await closedDaysOf(request, day, day);
  expect(closed.get(day)).toBe(reason);
  expect(buildTimeSlots(day, "30min", { now: new Date(), closedDays: closed })).toEqual([]);
  const refused = await request.post(`${LOCAL_BACKEND_URL}/rest/v1/appointments`, {
    headers: anonHeaders,
    data: {
      id: randomUUID(),
      name: "Late Visitor",
      email: `late.${randomUUID().slice(0, 8)}@example.com`,
      scheduled_at: `${day}T${BOOKED_TIME}:00+08:00`,
      duration: "30min",
      meeting_type: "video",
      topic: "Closures",
      status: "pending",
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ message: "day_closed", hint: reason });

  await expect
    .poll(() => outboxHas("booking_cancelled", booking.email), { timeout: MAIL_TIMEOUT_MS })
    .toBe(true);

  // Reopened, so a run against a reused backend starts from the same state.
  await page.getByRole("button", { name: copy.remove.actionLabel(dayHeading(day)) }).click();
  await page.getByRole("dialog").getByRole("button", { name: copy.remove.confirm }).click();
  await expect(page.getByText(copy.remove.done(dayHeading(day)))).toBeVisible();
});

test("an agent reads the closed days but cannot close or reopen one", async ({ page }) => {
  const agent = await addStaffMember("closures-agent", "agent");
  await signInOn(page, "/closures", agent);
  await expect(page.getByRole("heading", { name: copy.title, level: 1 })).toBeVisible();
  await expect(page.getByText(copy.agentNote)).toBeVisible();
  await expect(
    page.getByRole("region", { name: copy.listHeading }).getByRole("table"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: copy.add.heading })).toHaveCount(0);
  await expect(page.getByRole("button", { name: copy.remove.action })).toHaveCount(0);
  await expectNoAxeViolations(page, "closures for an agent");
});
