import { expect, test, type Page } from "@playwright/test";
import { DAY_MS, manilaDateKey } from "@innovatehub/domain";
import { expectNoAxeViolations } from "./support/axe";
import { FOCUS_CHECK_MS, tabTo } from "./support/keyboard";
import { outboxHas, siteOffers, storedBooking } from "./support/slots";
import { addStaffMember, bookAsVisitor, signInAndEnrol } from "./support/staff";

const FLOW_TIMEOUT_MS = 180_000;
/**
 * A staff change's e-mail goes out through the mail worker (the browser's fast path is for new leads only), which
 * the e2e backend runs on every 5 s check of its schedule; the timeout only ends a stuck test.
 */
const MAIL_TIMEOUT_MS = 60_000;
const MAX_DAY_STEPS = 40;

test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

/** The Monday (Manila) of the week a booking falls in. */
function mondayOf(scheduledAt: string): string {
  const day = manilaDateKey(new Date(scheduledAt));
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return new Date(Date.parse(`${day}T12:00:00Z`) - (weekday - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

function agendaDay(page: Page, scheduledAt: string) {
  const day = new Date(`${manilaDateKey(new Date(scheduledAt))}T12:00:00+08:00`);
  const name = new Intl.DateTimeFormat("en-PH", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "Asia/Manila",
  }).format(day);
  return page.getByRole("region", { name: new RegExp(`^${name}`) });
}

test("a site booking is confirmed, seen in the agenda, moved by keyboard into a free slot and cancelled", async ({
  page,
  request,
}, testInfo) => {
  const member = await addStaffMember("agenda");
  const booking = await bookAsVisitor(request);
  const monday = mondayOf(booking.scheduledAt);

  // The agenda of the booking's week, straight from a link: sign-in first, then back to that week.
  await page.goto(`/agenda?week=${monday}`);
  await signInAndEnrol(page, member);
  await expect(page.getByRole("heading", { name: "Agenda", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/agenda\\?week=${monday}$`));
  const bookedDay = agendaDay(page, booking.scheduledAt);
  await expect(bookedDay.getByRole("link", { name: booking.name })).toBeVisible();
  await expect(bookedDay.getByRole("listitem").filter({ hasText: booking.name })).toContainText(
    "Pending",
  );
  await expectNoAxeViolations(page, "agenda");
  await page.screenshot({ path: testInfo.outputPath("agenda.png"), fullPage: true });

  // Week navigation lives in the URL: the back button returns to the booking's week.
  await page.getByRole("link", { name: /Next week/ }).click();
  await expect(page).not.toHaveURL(new RegExp(`week=${monday}`));
  await expect(page.getByRole("link", { name: booking.name })).toHaveCount(0);
  await page.goBack();
  await expect(bookedDay.getByRole("link", { name: booking.name })).toBeVisible();

  // Confirm: the visitor's confirmation lands in the local outbox.
  await bookedDay.getByRole("link", { name: booking.name }).click();
  await expect(page.getByRole("heading", { name: `Booking: ${booking.name}` })).toBeVisible();
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Booking confirmed. The visitor is e-mailed.")).toBeVisible();
  await expect
    .poll(() => outboxHas("booking_confirmed", booking.email), { timeout: MAIL_TIMEOUT_MS })
    .toBe(true);

  // Reschedule by keyboard only: a day some weeks ahead in the calendar, its first free time.
  expect(await siteOffers(request, booking.scheduledAt)).toBe(false);
  await tabTo(page, page.getByRole("button", { name: "Reschedule" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Reschedule the booking" });
  await expect(dialog).toBeVisible();
  const focusedDay = dialog.locator("[role=grid] button:focus");
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(focusedDay).toHaveCount(1, { timeout: FOCUS_CHECK_MS });
  }).toPass();
  // Each viewport moves to its own week, so the two runs do not want the same slot.
  const weeksAhead = testInfo.project.name.startsWith("mobile") ? 3 : 4;
  for (let week = 0; week < weeksAhead; week += 1) {
    await page.keyboard.press("ArrowDown");
  }
  for (let step = 0; step < MAX_DAY_STEPS; step += 1) {
    if ((await focusedDay.getAttribute("disabled")) === null) {
      break;
    }
    await page.keyboard.press("ArrowRight");
  }
  await page.keyboard.press("Enter");
  const times = dialog.getByRole("group", { name: "Time (PHT)" });
  await expect(times.getByRole("radio").first()).toBeAttached();
  await expectNoAxeViolations(page, "reschedule dialog");
  await page.screenshot({ path: testInfo.outputPath("reschedule.png") });
  await page.keyboard.press("Tab");
  await expect(times.getByRole("radio").first()).toBeFocused();
  await page.keyboard.press("Space");
  await expect(times.getByRole("radio").first()).toBeChecked();
  await tabTo(page, dialog.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Move the booking?" })).toContainText(
    `This moves the booking of ${booking.name} to`,
  );
  await expectNoAxeViolations(page, "reschedule confirmation");
  await tabTo(page, page.getByRole("button", { name: "Move and e-mail the visitor" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Booking moved. The visitor is e-mailed.")).toBeVisible();
  await expect(page.getByRole("table", { name: "History" })).toContainText("Rescheduled");

  // The site now offers the old time again and no longer the new one.
  const moved = await storedBooking(request, booking.id);
  expect(moved.scheduled_at).not.toBe(new Date(booking.scheduledAt).toISOString());
  expect(await siteOffers(request, booking.scheduledAt)).toBe(true);
  expect(await siteOffers(request, moved.scheduled_at)).toBe(false);

  // The agenda shows it in its new week.
  await page.goto(`/agenda?week=${mondayOf(moved.scheduled_at)}`);
  const movedDay = agendaDay(page, moved.scheduled_at);
  await expect(movedDay.getByRole("listitem").filter({ hasText: booking.name })).toContainText(
    "Confirmed",
  );

  // Cancel: the slot is offered again, and the booking leaves the agenda.
  await movedDay.getByRole("link", { name: booking.name }).click();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Booking cancelled. The visitor is e-mailed.")).toBeVisible();
  expect((await storedBooking(request, booking.id)).status).toBe("cancelled");
  expect(await siteOffers(request, moved.scheduled_at)).toBe(true);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Agenda", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: booking.name })).toHaveCount(0);
});
