import { readdirSync, readFileSync } from "node:fs";
import { BOOKING_REMINDER_OFFSETS_MINUTES, MINUTE_MS, manilaDateKey } from "@innovatehub/domain";
import ICAL from "ical.js";
import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { bookableDaysOfMonth, storedBooking } from "./support/slots";
import { addStaffMember, bookAsVisitor, signInAndEnrol } from "./support/staff";

const FLOW_TIMEOUT_MS = 240_000;
/** The mail worker runs on every 5 s check of the e2e backend's schedule; the timeout only ends a stuck test. */
const MAIL_TIMEOUT_MS = 60_000;
const REMINDER_OFFSETS_MS = BOOKING_REMINDER_OFFSETS_MINUTES.map((minutes) => minutes * MINUTE_MS);
const HTTP_NOT_FOUND = 404;
const LAZY_TIMEOUT_MS = 30_000;
const OUTBOX_DIR = new URL("../../../.local-backend/outbox/", import.meta.url);
const ROOM_LINK = /https:\/\/meet\.jit\.si\/InnovateHub-[0-9a-f]{33}/;

test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

/** How the console prints a moment (formatManila): "Mon, Dec 7, 2026, 9:00 AM PHT". */
function manila(at: number): string {
  const text = new Intl.DateTimeFormat("en-PH", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Manila",
  }).format(new Date(at));
  return `${text} PHT`;
}

async function expectReminders(list: Locator, scheduledAt: string) {
  const start = Date.parse(scheduledAt);
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(REMINDER_OFFSETS_MS.length);
  for (const [index, offset] of REMINDER_OFFSETS_MS.entries()) {
    await expect(items.nth(index)).toHaveText(`Reminder: Scheduled for ${manila(start - offset)}`);
  }
}

type OutboxMessage = { to: string; text: string; attachments?: { content: string }[] };

/** The visitor's confirmation as the local backend wrote it. */
function confirmationTo(email: string): OutboxMessage | null {
  for (const name of readdirSync(OUTBOX_DIR).filter((file) =>
    file.startsWith("booking_confirmed_"),
  )) {
    const message = JSON.parse(readFileSync(new URL(name, OUTBOX_DIR), "utf8")) as OutboxMessage;
    if (message.to === email) {
      return message;
    }
  }
  return null;
}

/** The first event of an iCalendar text as a well-kept parser reads it. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
}

async function feed(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  return {
    status: response.status(),
    type: response.headers()["content-type"],
    text: await response.text(),
  };
}

test("a confirmed video meeting gets a room and two reminders that follow it; a staff feed lists it until revoked", async ({
  page,
  request,
}, testInfo) => {
  const member = await addStaffMember("meetings");
  const booking = await bookAsVisitor(request);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  await page.goto(`/bookings/${booking.id}`);
  await signInAndEnrol(page, member);
  await expect(page.getByRole("heading", { name: `Booking: ${booking.name}` })).toBeVisible();
  const reminders = page.getByRole("region", { name: "Reminders" });
  await expect(reminders).toContainText("No reminders");

  // Confirm: the room is made and both reminders are queued, each at its time.
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Booking confirmed. The visitor is e-mailed.")).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  const room = details.getByRole("link", { name: ROOM_LINK });
  await expect(room).toBeVisible();
  const roomLink = (await room.getAttribute("href")) ?? "";
  expect(roomLink).toMatch(ROOM_LINK);
  await expectReminders(reminders.getByRole("list"), booking.scheduledAt);
  await expectNoAxeViolations(page, "booking with reminders");
  await shot("booking-reminders");

  // The visitor's confirmation carries the room, and its invite's LOCATION is that room.
  await expect
    .poll(() => confirmationTo(booking.email) !== null, { timeout: MAIL_TIMEOUT_MS })
    .toBe(true);
  const confirmation = confirmationTo(booking.email);
  expect(confirmation?.text).toContain(`Join the video meeting: ${roomLink}`);
  const [invited] = parseEvents(confirmation?.attachments?.[0]?.content ?? "");
  expect(invited?.location).toBe(roomLink);
  expect(invited?.component.getFirstPropertyValue("url")).toBe(roomLink);
  expect(
    invited?.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")?.toString(),
  ).toBe("-PT15M");

  // Reschedule to another free day: the reminders move with the meeting.
  await page.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Reschedule the booking" });
  const grid = dialog.getByRole("grid");
  // The form loads lazily when the dialog opens.
  await expect(grid).toBeVisible({ timeout: LAZY_TIMEOUT_MS });
  const bookedMonth = new Intl.DateTimeFormat("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "Asia/Manila",
  }).format(new Date(booking.scheduledAt));
  await expect(grid, "the calendar opens on the booking's month").toHaveAccessibleName(bookedMonth);
  // A day the database keeps open (the picker marks closed days only once it has loaded them); each width moves
  // to a different one, so the two projects never race for a time.
  const bookedDay = manilaDateKey(new Date(booking.scheduledAt));
  const openDays = (await bookableDaysOfMonth(request, bookedDay)).filter(
    (day) => day !== bookedDay,
  );
  const weekOffset = testInfo.project.name.startsWith("mobile") ? 2 : 3;
  const target = openDays[Math.min(weekOffset * 2, openDays.length - 1)];
  if (target === undefined) {
    throw new Error(`No day left to move to in ${bookedMonth}`);
  }
  // The day's name on the calendar ("Thursday 10 December 2026"); a closed day's would go on with its reason.
  const dayName = ` ${Number(target.slice(-2))} ${bookedMonth}$`;
  await grid.getByRole("button", { name: new RegExp(dayName) }).click();
  const times = dialog.getByRole("group", { name: "Time (PHT)" });
  // The radio is visually hidden inside its labelled tile: choose it as a keyboard user does.
  await times.getByRole("radio").first().focus();
  await page.keyboard.press("Space");
  await expect(times.getByRole("radio").first()).toBeChecked();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Move and e-mail the visitor" }).click();
  await expect(page.getByText("Booking moved. The visitor is e-mailed.")).toBeVisible();
  const moved = await storedBooking(request, booking.id);
  expect(moved.scheduled_at).not.toBe(new Date(booking.scheduledAt).toISOString());
  await expectReminders(reminders.getByRole("list"), moved.scheduled_at);

  // The staff feed: made once on the agenda, read by ical.js, with the booking, its room and an alarm.
  await page.goto("/agenda");
  const feedPanel = page.getByRole("region", { name: "Your calendar feed" });
  await feedPanel.getByRole("button", { name: "Make a feed link" }).click();
  const feedUrl = await feedPanel.getByLabel("Feed link (shown once)").inputValue();
  expect(feedUrl).toMatch(/\/functions\/v1\/staff-calendar\?token=[0-9a-f]{64}$/);
  await expect(feedPanel.getByRole("link", { name: "Open in my calendar app" })).toHaveAttribute(
    "href",
    feedUrl.replace(/^https?:/, "webcal:"),
  );
  await expect(page.getByRole("region", { name: "Meetings that need an outcome" })).toBeVisible();
  await expectNoAxeViolations(page, "agenda with feed and outcomes");
  await shot("agenda-feed");
  const served = await feed(request, feedUrl);
  expect(served.status).toBe(200);
  expect(served.type).toBe("text/calendar; charset=utf-8");
  const event = parseEvents(served.text).find(
    (candidate) => candidate.uid === `${booking.id}@innovatehub.ph`,
  );
  expect(event?.location).toBe(roomLink);
  expect(event?.startDate.toJSDate().toISOString()).toBe(
    new Date(moved.scheduled_at).toISOString(),
  );
  expect(
    event?.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")?.toString(),
  ).toBe("-PT15M");
  // What the calendar service stores: the kind and a link to the lead, never the visitor's e-mail.
  expect(event?.description).toContain("Video Conference");
  expect(event?.description).toMatch(new RegExp(`/bookings/${booking.id}$`, "m"));
  expect(served.text).not.toContain(booking.email);

  await feedPanel.getByRole("button", { name: "Turn the feed off" }).click();
  await expect(feedPanel).toContainText("You have no calendar feed.");
  const revoked = await feed(request, feedUrl);
  expect(revoked.status).toBe(HTTP_NOT_FOUND);
  expect(revoked.text).toBe("");

  // Cancel: the reminders are gone.
  await page.goto(`/bookings/${booking.id}`);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Booking cancelled. The visitor is e-mailed.")).toBeVisible();
  await expect(reminders).toContainText("No reminders");
  await expect(reminders.getByRole("listitem")).toHaveCount(0);
});
