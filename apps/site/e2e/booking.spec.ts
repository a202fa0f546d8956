import { expect, test, type Page } from "@playwright/test";
import { MOBILE_ONLY } from "@innovatehub/playwright-config";
import { bookingDialog, bookingPage, servicePages } from "@innovatehub/content/site";
import { expectNoAxeViolations } from "./support/axe";
import { FOCUS_CHECK_MS, isFocused, tabTo } from "./support/keyboard";
import { waitForHydration } from "./support/layout";
import {
  closeDayForTest,
  insertAppointmentAsAnon,
  serviceRoleRows,
  uniqueEmail,
} from "./local-backend-rows";

/** Typing a whole booking by keyboard, plus axe, on the shared two-core machine. */
const BOOKING_FLOW_TIMEOUT_MS = 120_000;
/** The dialog chunk (form, date picker, supabase-js) loads on first open. */
const DIALOG_LOAD_TIMEOUT_MS = 20_000;
/** Enough Tab presses to cross the dialog from its first control to its last. */
const MAX_TABS = 60;
/** Enough ArrowRight presses to step over a weekend and a few taken days. */
const MAX_DAY_STEPS = 14;
/** The function writes its outbox after answering; allow it a moment. */
const ROW_POLL_TIMEOUT_MS = 60_000;

test.describe.configure({ timeout: BOOKING_FLOW_TIMEOUT_MS });

type AppointmentRow = {
  id: string;
  name: string;
  email: string;
  scheduled_at: string;
  duration: string;
  meeting_type: string;
  topic: string;
  status: string;
};

/*
 * Both viewport projects book on the same database at the same time, so each test books on its own
 * open day (the n-th open day from today): no two tests of a run ever race for one slot.
 */
function dayIndex(page: Page, testSlot: number): number {
  const viewport = page.viewportSize();
  const projectBase = viewport !== null && viewport.width < 768 ? 0 : 2;
  return projectBase + testSlot;
}

function dialog(page: Page) {
  return page.getByRole("dialog", { name: bookingDialog.title });
}

function timeSelect(page: Page) {
  return dialog(page).getByRole("combobox", { name: /Available Time Slots/ });
}

async function tabIntoDayGrid(page: Page) {
  // No day takes focus while the picker still checks which days are open (every day is off until then).
  await expect(dialog(page).getByRole("group", { name: /^Date/ })).not.toHaveAttribute("aria-busy", "true");
  const focusedDay = dialog(page).locator("[role=grid] button:focus");
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if ((await focusedDay.count()) > 0) {
      return focusedDay;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the date grid");
}

/** Moves with the arrow keys to the n-th open day from the focused one, selects it with Enter, returns its key. */
async function chooseOpenDayByKeyboard(page: Page, openDaysToSkip: number): Promise<string> {
  const focusedDay = await tabIntoDayGrid(page);
  let skipped = 0;
  for (let steps = 0; steps < MAX_DAY_STEPS * (openDaysToSkip + 1); steps += 1) {
    const open = !(await focusedDay.isDisabled());
    if (open && skipped === openDaysToSkip) {
      const dateKey = await focusedDay.locator("xpath=..").getAttribute("data-day");
      await page.keyboard.press("Enter");
      if (dateKey === null) {
        throw new Error("The picker's day cell has no data-day");
      }
      return dateKey;
    }
    if (open) {
      skipped += 1;
    }
    await page.keyboard.press("ArrowRight");
  }
  throw new Error("No open day found");
}

/** "9:30 AM PHT (1:30 AM your time)" -> "09:30". */
function manilaTimeOf(label: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM) PHT/.exec(label.trim());
  if (!match) {
    throw new Error(`Not a slot label: ${label}`);
  }
  const [, hours = "", minutes = "", half] = match;
  const hour = (Number(hours) % 12) + (half === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

function instantOf(dateKey: string, time: string): number {
  return Date.parse(`${dateKey}T${time}:00+08:00`);
}

async function openFromBookingPage(page: Page) {
  await page.goto("/booking");
  await waitForHydration(page);
  return openFromTrigger(page);
}

async function openFromTrigger(page: Page) {
  const trigger = page.getByRole("button", { name: bookingPage.customBooking.button });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible({ timeout: DIALOG_LOAD_TIMEOUT_MS });
  return trigger;
}

/** Opens the time select with the keyboard, moves down `offset` options, picks one, returns its label. */
async function chooseSlotByKeyboard(page: Page, offset: number): Promise<string> {
  await tabTo(page, timeSelect(page));
  await expect(timeSelect(page)).toBeEnabled();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  // Radix moves focus into the list after opening; arrows pressed before that are lost.
  await expect(page.locator("[role=option]:focus")).toHaveCount(1);
  const options = page.getByRole("listbox").getByRole("option");
  for (let step = 0; step < offset; step += 1) {
    await expect(async () => {
      if (!(await isFocused(options.nth(step + 1)))) {
        await page.keyboard.press("ArrowDown");
      }
      await expect(options.nth(step + 1)).toBeFocused({ timeout: FOCUS_CHECK_MS });
    }).toPass();
  }
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  return (await timeSelect(page).textContent()) ?? "";
}

test("books a meeting from /booking by keyboard alone; the row is stored and the slot is gone", MOBILE_ONLY, async ({
  page,
  request,
}) => {
  const email = uniqueEmail("keyboard");
  const trigger = await openFromBookingPage(page);
  await expectNoAxeViolations(page, "/booking with the booking dialog open");

  const form = dialog(page);
  // The required mark is words in the control's name, the same for the day and the time.
  await expect(
    form.getByRole("textbox", { name: "Full Name (required)", exact: true }),
  ).toBeVisible();
  await expect(form.getByRole("group", { name: "Date (required)", exact: true })).toBeVisible();
  await tabTo(page, form.getByLabel(/Full Name/));
  await page.keyboard.type("Maria Santos");
  await tabTo(page, form.getByLabel(/^Email/));
  await page.keyboard.type(email);
  await tabTo(page, form.getByLabel(/^Company/));
  await page.keyboard.type("Lipa Agri Supply");
  await tabTo(page, form.getByLabel(/Phone Number/));
  await page.keyboard.type("+63 917 555 0123");
  await tabTo(page, form.getByLabel(/Meeting Topic/));
  await expect(form.getByLabel(/Meeting Topic/)).toHaveValue("General Consultation");

  await tabTo(page, form.getByRole("combobox", { name: "Meeting Type" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Video Conference" })).toBeFocused();
  // Radix may focus the selected option once more after positioning the list; ArrowUp at the top is a no-op.
  await expect(async () => {
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("option", { name: "Phone Call" })).toBeFocused({
      timeout: FOCUS_CHECK_MS,
    });
  }).toPass();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("combobox", { name: "Meeting Type" })).toHaveText("Phone Call");

  await tabTo(page, form.getByRole("combobox", { name: "Duration" }));
  await expect(timeSelect(page)).toBeDisabled();
  await expect(timeSelect(page)).toHaveText(bookingDialog.selectDateFirst);

  const dateKey = await chooseOpenDayByKeyboard(page, dayIndex(page, 0));
  const slotLabel = await chooseSlotByKeyboard(page, 1);
  const time = manilaTimeOf(slotLabel);
  await form.getByRole("group", { name: /^Date/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("booking-date-and-time.png") });

  await tabTo(page, form.getByLabel(/Additional Notes/));
  await page.keyboard.type("Booked by keyboard in the e2e suite.");
  const submit = form.getByRole("button", { name: bookingDialog.submit });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");

  await expect(page.getByText(bookingDialog.messages.success)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(trigger).toBeFocused();

  await expect
    .poll(
      async () =>
        (await serviceRoleRows<AppointmentRow>(request, "appointments", { email })).length,
      {
        timeout: ROW_POLL_TIMEOUT_MS,
      },
    )
    .toBe(1);
  const [row] = await serviceRoleRows<AppointmentRow>(request, "appointments", { email });
  expect(row).toMatchObject({
    name: "Maria Santos",
    duration: "30min",
    meeting_type: "call",
    topic: "General Consultation",
    status: "pending",
  });
  expect(Date.parse(row?.scheduled_at ?? "")).toBe(instantOf(dateKey, time));

  // The same slot again: the form starts over, and the booked time is no longer offered that day.
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel(/Full Name/)).toHaveValue("");
  await chooseOpenDayByKeyboard(page, dayIndex(page, 0));
  await tabTo(page, timeSelect(page));
  await expect(timeSelect(page)).toBeEnabled();
  await page.keyboard.press("Enter");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole("option", { name: slotLabel, exact: true })).toHaveCount(0);
  await expect(listbox.getByRole("option").first()).toBeVisible();
});

test("a slot taken while the form is open is refused with a clear message and the form intact", MOBILE_ONLY, async ({
  page,
  request,
}) => {
  const email = uniqueEmail("race");
  await openFromBookingPage(page);
  const form = dialog(page);
  await form.getByLabel(/Full Name/).fill("Ramon Cruz");
  await form.getByLabel(/^Email/).fill(email);
  const dateKey = await chooseOpenDayByKeyboard(page, dayIndex(page, 1));
  const slotLabel = await chooseSlotByKeyboard(page, 0);
  const time = manilaTimeOf(slotLabel);

  const status = await insertAppointmentAsAnon(request, {
    id: crypto.randomUUID(),
    name: "Someone Else",
    email: uniqueEmail("other"),
    scheduled_at: `${dateKey}T${time}:00+08:00`,
    duration: "30min",
    meeting_type: "video",
    topic: "General Consultation",
    status: "pending",
  });
  expect(status).toBe(201);

  await form.getByRole("button", { name: bookingDialog.submit }).click();
  await expect(page.getByText(bookingDialog.messages.slotTaken)).toBeVisible();
  await expect(form).toBeVisible();
  await expect(form.getByLabel(/Full Name/)).toHaveValue("Ramon Cruz");
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expect(timeSelect(page)).toHaveText(bookingDialog.fields.time.placeholder);
  await timeSelect(page).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("listbox").getByRole("option", { name: slotLabel, exact: true }),
  ).toHaveCount(0);
  expect(await serviceRoleRows<AppointmentRow>(request, "appointments", { email })).toEqual([]);
});

/**
 * An open day at the end of next month, far from the days the other tests book, so closing it for a moment
 * disturbs none of them; each viewport project takes its own (the last, or the one before). Clicked, not reached
 * by arrow keys: this test is about the refusal, the keyboard tests above cover choosing a day.
 */
async function chooseFarOpenDay(page: Page): Promise<string> {
  const form = dialog(page);
  await form.getByRole("button", { name: "Go to the Next Month" }).click();
  const openDays = form.locator("[role=grid] button:not([disabled])");
  await expect(openDays.first()).toBeVisible();
  const fromTheEnd = dayIndex(page, 0) === 0 ? 1 : 2;
  const day = openDays.nth((await openDays.count()) - fromTheEnd);
  const dateKey = await day.locator("xpath=..").getAttribute("data-day");
  if (dateKey === null) {
    throw new Error("The picker's day cell has no data-day");
  }
  await day.click();
  return dateKey;
}

test("a day closed while the form is open is named under the date picker and must be chosen again", MOBILE_ONLY, async ({
  page,
  request,
}) => {
  const email = uniqueEmail("closed");
  await openFromBookingPage(page);
  const form = dialog(page);
  await form.getByLabel(/Full Name/).fill("Lorna Reyes");
  await form.getByLabel(/^Email/).fill(email);
  const dateKey = await chooseFarOpenDay(page);
  await chooseSlotByKeyboard(page, 0);

  const closure = await closeDayForTest(request, dateKey, "Company outing");
  try {
    await form.getByRole("button", { name: bookingDialog.submit }).click();
    const message = bookingDialog.messages.dayClosed("Company outing");
    const dateGroup = form.getByRole("group", { name: /^Date/ });
    await expect(dateGroup.getByText(message)).toBeVisible();
    await expect(dateGroup).toHaveAttribute("aria-invalid", "true");
    await expect(timeSelect(page)).toHaveText(bookingDialog.selectDateFirst);
    await expect(form.getByRole("button", { name: bookingDialog.submit })).toBeDisabled();
    await expect(form.getByLabel(/Full Name/)).toHaveValue("Lorna Reyes");
    expect(await serviceRoleRows<AppointmentRow>(request, "appointments", { email })).toEqual([]);
  } finally {
    await closure.reopen();
  }
});

test("a service page's Book a demo opens the dialog prefilled for a video product demo", async ({
  page,
}) => {
  await page.goto(servicePages["fintech-solutions"].path);
  await waitForHydration(page);
  const trigger = page.getByRole("button", { name: bookingDialog.demoTrigger.label });
  await trigger.click();
  const form = dialog(page);
  await expect(form).toBeVisible({ timeout: DIALOG_LOAD_TIMEOUT_MS });
  await expect(form.getByLabel(/Meeting Topic/)).toHaveValue("Product Demo");
  await expect(form.getByRole("combobox", { name: "Meeting Type" })).toHaveText("Video Conference");
  await expectNoAxeViolations(page, "service page with the booking dialog open");
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the dialog is not in the first load: it arrives on first hover, focus or click", MOBILE_ONLY, async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") {
      scripts.push(request.url());
    }
  });
  await page.goto("/booking");
  await waitForHydration(page);
  const beforeOpen = scripts.length;
  await openFromTrigger(page);
  expect(scripts.length).toBeGreaterThan(beforeOpen);
});

test("a visit that lands on a campaign link and books from another page sends that source with the booking", MOBILE_ONLY, async ({
  page,
  request,
}) => {
  const email = uniqueEmail("campaign");
  await page.goto("/ai-solutions?utm_source=newsletter&utm_campaign=december");
  await waitForHydration(page);
  await openFromBookingPage(page);

  const form = dialog(page);
  await form.getByLabel(/Full Name/).fill("Campaign Visitor");
  await form.getByLabel(/^Email/).fill(email);
  // Test slot 4 (open day 4 or 6): no other booking test of the run, in either project, books on it.
  await chooseOpenDayByKeyboard(page, dayIndex(page, 4));
  await chooseSlotByKeyboard(page, 0);
  await form.getByRole("button", { name: bookingDialog.submit }).click();
  await expect(page.getByText(bookingDialog.messages.success)).toBeVisible();

  await expect
    .poll(async () => (await serviceRoleRows(request, "appointments", { email })).length, {
      timeout: ROW_POLL_TIMEOUT_MS,
    })
    .toBe(1);
  const [row] = await serviceRoleRows<{ source: Record<string, string> | null }>(
    request,
    "appointments",
    { email },
  );
  expect(row?.source).toMatchObject({
    utm_source: "newsletter",
    utm_campaign: "december",
    landing_path: "/ai-solutions",
  });
  expect(row?.source).not.toHaveProperty("utm_medium");
  expect(Date.parse(row?.source?.landed_at ?? "")).toBeLessThanOrEqual(Date.now());
});
