import { DAY_MS } from "@innovatehub/domain";
import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { MOBILE_ONLY } from "@innovatehub/playwright-config";
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from "@innovatehub/local-backend/keys";
import { manageBookingPage } from "@innovatehub/content/site";
import { expectNoAxeViolations } from "./support/axe";
import { FOCUS_CHECK_MS, tabTo } from "./support/keyboard";
import { waitForHydration } from "./support/layout";
import { insertAppointmentAsAnon, serviceRoleRows, uniqueEmail } from "./local-backend-rows";

/** Where the local backend writes every e-mail it "sends" (tooling/local-backend). */
const OUTBOX_DIR = new URL("../../../.local-backend/outbox/", import.meta.url);
const FLOW_TIMEOUT_MS = 120_000;
const PAGE_LOAD_TIMEOUT_MS = 20_000;
/** The mail worker runs on every 5 s check of the e2e backend's schedule; the timeout only ends a stuck test. */
const MAIL_TIMEOUT_MS = 60_000;
const MAX_DAY_STEPS = 40;
const MANAGE_LINK = /\/manage-booking#([0-9a-f]{64})/;
const backendUrl = process.env.VITE_SUPABASE_URL ?? LOCAL_BACKEND_URL;
const anonHeaders = {
  apikey: LOCAL_ANON_KEY,
  Authorization: `Bearer ${LOCAL_ANON_KEY}`,
  "Content-Type": "application/json",
};

test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

/** get_closed_days answers at most this many days at once; it covers every day the tests below book. */
const CLOSED_DAYS_WINDOW_DAYS = 62;
/** Public holidays and company closures: the database refuses a booking on one (day_closed). */
let closedDays: ReadonlySet<string> = new Set();

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext();
  const today = new Date();
  const response = await api.post(`${backendUrl}/rest/v1/rpc/get_closed_days`, {
    headers: anonHeaders,
    data: {
      p_from: today.toISOString().slice(0, 10),
      p_to: new Date(today.getTime() + CLOSED_DAYS_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10),
    },
  });
  expect(response.status()).toBe(200);
  closedDays = new Set(((await response.json()) as { day: string }[]).map((row) => row.day));
  await api.dispose();
});

type Row = { id: string; scheduled_at: string; status: string; revision: number };

/** The n-th open weekday from tomorrow (closed days skipped), as a Manila date key (each project books its own days). */
function weekdayAhead(n: number): string {
  const day = new Date();
  let found = -1;
  while (found < n) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !closedDays.has(day.toISOString().slice(0, 10))) {
      found += 1;
    }
  }
  return day.toISOString().slice(0, 10);
}

function isMobile(page: Page): boolean {
  const viewport = page.viewportSize();
  return viewport !== null && viewport.width < 768;
}

/** The manage link from the visitor's captured acknowledgement e-mail. */
function manageTokenFromOutbox(email: string): string | null {
  for (const name of readdirSync(OUTBOX_DIR)) {
    if (!name.startsWith("booking_received_")) {
      continue;
    }
    const message = JSON.parse(readFileSync(new URL(name, OUTBOX_DIR), "utf8")) as {
      to: string;
      text: string;
    };
    const match = message.to === email ? MANAGE_LINK.exec(message.text) : null;
    if (match?.[1] !== undefined) {
      return match[1];
    }
  }
  return null;
}

test("a visitor opens the manage link from the e-mail, reschedules and cancels by keyboard; the slot is free again", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("manage");
  const mobile = isMobile(page);
  const bookedDay = weekdayAhead(mobile ? 14 : 16);
  const id = crypto.randomUUID();
  expect(
    await insertAppointmentAsAnon(request, {
      id,
      name: "Manage Visitor",
      email,
      scheduled_at: `${bookedDay}T09:00:00+08:00`,
      duration: "30min",
      meeting_type: "video",
      topic: "General Consultation",
      status: "pending",
    }),
  ).toBe(201);
  // The site's fast path after the insert: the acknowledgement goes out now.
  await request.post(`${backendUrl}/functions/v1/process-appointment`, {
    headers: anonHeaders,
    data: { appointmentId: id },
  });
  await expect
    .poll(() => manageTokenFromOutbox(email), { timeout: MAIL_TIMEOUT_MS })
    .not.toBeNull();
  const token = manageTokenFromOutbox(email) ?? "";

  await page.goto(`/manage-booking#${token}`);
  await waitForHydration(page);
  const details = page.getByRole("heading", { name: manageBookingPage.details.heading });
  await expect(details).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT_MS });
  await expect(page, "the token is taken off the address bar").toHaveURL((url) => url.hash === "");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page, "/manage-booking");

  // Reschedule, keyboard only: another day in the picker, its first free time.
  await tabTo(page, page.getByRole("button", { name: manageBookingPage.actions.reschedule }));
  await page.keyboard.press("Enter");
  const focusedDay = page.locator("[role=grid] button:focus");
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(focusedDay).toHaveCount(1, { timeout: FOCUS_CHECK_MS });
  }).toPass();
  const skip = mobile ? 8 : 10;
  let newDay = "";
  for (let steps = 0, open = 0; steps < MAX_DAY_STEPS && newDay === ""; steps += 1) {
    if (!(await focusedDay.isDisabled())) {
      if (open === skip) {
        newDay = (await focusedDay.locator("xpath=..").getAttribute("data-day")) ?? "";
        await page.keyboard.press("Enter");
        break;
      }
      open += 1;
    }
    await page.keyboard.press("ArrowRight");
  }
  expect(newDay).not.toBe("");
  const timeSelect = page.getByRole("combobox", { name: /Available Time Slots/ });
  await tabTo(page, timeSelect);
  await expect(timeSelect).toBeEnabled();
  await page.keyboard.press("Enter");
  await expect(page.locator("[role=option]:focus")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expectNoAxeViolations(page, "/manage-booking while rescheduling");
  await page.screenshot({ path: test.info().outputPath("reschedule-form.png"), fullPage: true });
  await tabTo(page, page.getByRole("button", { name: manageBookingPage.actions.move }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Your booking has moved to", {
    timeout: PAGE_LOAD_TIMEOUT_MS,
  });

  const [moved] = await serviceRoleRows<Row>(request, "appointments", { id });
  expect(moved?.revision).toBe(1);
  expect(moved?.scheduled_at.slice(0, 10) === bookedDay).toBe(false);
  const newStart = Date.parse(moved?.scheduled_at ?? "");

  // Cancel, with the fresh token the page received.
  await tabTo(page, page.getByRole("button", { name: manageBookingPage.actions.cancel }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("button", { name: manageBookingPage.actions.confirmCancel }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(manageBookingPage.results.cancelled);
  await expectNoAxeViolations(page, "/manage-booking after cancelling");

  // The slot is offered again at once.
  const busy = await request.post(`${backendUrl}/rest/v1/rpc/get_busy_ranges`, {
    headers: anonHeaders,
    data: { p_from: newDay, p_to: newDay },
  });
  const ranges = (await busy.json()) as { starts_at: string }[];
  expect(ranges.some((range) => Date.parse(range.starts_at) === newStart)).toBe(false);

  // The used link is refused (a fresh page load: a hash change alone does not reload it).
  await page.goto("about:blank");
  await page.goto(`/manage-booking#${token}`);
  await expect(page.getByRole("alert")).toHaveText(manageBookingPage.errors.invalidToken, {
    timeout: PAGE_LOAD_TIMEOUT_MS,
  });
});

test("a second manage link opened in the same tab shows that booking and leaves the address bar clean", MOBILE_ONLY, async ({
  page,
  request,
}) => {
  const mobile = isMobile(page);
  const bookings = [
    { email: uniqueEmail("first-link"), day: weekdayAhead(mobile ? 20 : 22), type: "video" },
    { email: uniqueEmail("second-link"), day: weekdayAhead(mobile ? 21 : 23), type: "call" },
  ];
  for (const booking of bookings) {
    const id = crypto.randomUUID();
    expect(
      await insertAppointmentAsAnon(request, {
        id,
        name: "Link Visitor",
        email: booking.email,
        phone: "+63 917 555 0142",
        scheduled_at: `${booking.day}T13:00:00+08:00`,
        duration: "30min",
        meeting_type: booking.type,
        topic: "General Consultation",
        status: "pending",
      }),
    ).toBe(201);
    await request.post(`${backendUrl}/functions/v1/process-appointment`, {
      headers: anonHeaders,
      data: { appointmentId: id },
    });
  }
  for (const booking of bookings) {
    await expect
      .poll(() => manageTokenFromOutbox(booking.email), { timeout: MAIL_TIMEOUT_MS })
      .not.toBeNull();
  }
  const [first, second] = bookings.map((booking) => manageTokenFromOutbox(booking.email) ?? "");

  await page.goto(`/manage-booking#${first}`);
  await waitForHydration(page);
  await expect(page.getByText(manageBookingPage.details.videoLinkPending)).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT_MS,
  });
  // The second e-mail's link in the same tab: only the fragment changes, the page is not loaded again.
  await page.goto(`/manage-booking#${second}`);
  await expect(page.getByText(manageBookingPage.details.phoneCall("0142"))).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT_MS,
  });
  await expect(page.getByText(manageBookingPage.details.videoLinkPending)).toHaveCount(0);
  await expect(page, "the second token is taken off the address bar too").toHaveURL((url) => url.hash === "");
});
