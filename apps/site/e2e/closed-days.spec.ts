import { expect, test, type Page } from "@playwright/test";
import { bookingDialog, bookingPage } from "@innovatehub/content/site";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/layout";

/** The dialog chunk (form, date picker, supabase-js) loads on first open. */
const DIALOG_LOAD_TIMEOUT_MS = 20_000;
/** Two axe runs and the dialog's first load, on the shared two-core machine. */
const TEST_TIMEOUT_MS = 90_000;

test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/*
 * The visitor's clock is set to Thursday 26 November 2026, 08:30 in Manila, so the seeded 2026 holidays (a
 * migration's rows, not test data) are inside the booking horizon whatever day the suite runs: Bonifacio Day
 * (Monday 30 November) and Christmas Day (Friday 25 December). The database is only asked which days are
 * closed, which does not depend on its clock.
 */
const VISITOR_NOW = new Date("2026-11-26T00:30:00Z");

function dialog(page: Page) {
  return page.getByRole("dialog", { name: bookingDialog.title });
}

async function openBookingDialog(page: Page) {
  await page.clock.setFixedTime(VISITOR_NOW);
  await page.goto("/booking");
  await waitForHydration(page);
  await page.getByRole("button", { name: bookingPage.customBooking.button }).click();
  await expect(dialog(page)).toBeVisible({ timeout: DIALOG_LOAD_TIMEOUT_MS });
}

test("the date picker disables a seeded weekday holiday, names it for screen readers and lists it", async ({
  page,
}) => {
  await openBookingDialog(page);
  const form = dialog(page);

  const bonifacio = form.getByRole("button", {
    name: "Monday 30 November 2026, Closed: Bonifacio Day",
  });
  await expect(bonifacio).toBeDisabled();
  const closedList = form.getByRole("list", { name: bookingDialog.fields.date.closedListLabel });
  await expect(closedList).toHaveText(
    bookingDialog.fields.date.closedItem("Mon, Nov 30", "Bonifacio Day"),
  );
  // An open weekday beside it stays bookable, with no note.
  await expect(form.getByRole("button", { name: "Tuesday 1 December 2026" })).toBeEnabled();
  await expectNoAxeViolations(page, "booking dialog with a closed day");
  const dateField = form.locator("fieldset").filter({ has: page.getByRole("grid") });
  await dateField.screenshot({ path: test.info().outputPath("date-picker-november.png") });

  await form.getByRole("button", { name: /next month/i }).click();
  await expect(
    form.getByRole("button", { name: "Friday 25 December 2026, Closed: Christmas Day" }),
  ).toBeDisabled();
  await expect(
    form.getByRole("button", { name: "Wednesday 30 December 2026, Closed: Rizal Day" }),
  ).toBeDisabled();
  await expect(closedList).toContainText("Tue, Dec 8: Feast of the Immaculate Conception");
  await expect(closedList.getByRole("listitem")).toHaveCount(5);
  await expectNoAxeViolations(page, "booking dialog in December");
  await dateField.screenshot({ path: test.info().outputPath("date-picker-december.png") });
});
