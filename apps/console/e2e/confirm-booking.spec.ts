import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { tabTo } from "./support/keyboard";
import { addStaffMember, bookAsVisitor, totpCode } from "./support/staff";

test("by keyboard only: sign in from a booking link, confirm it, and find it in the inbox", async ({
  page,
  request,
}) => {
  const member = await addStaffMember("keyboard");
  const booking = await bookAsVisitor(request);

  await page.goto(`/bookings/${booking.id}`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("E-mail address")).toBeFocused();
  await page.keyboard.type(member.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(member.password);
  await page.keyboard.press("Enter");

  await expect(page.getByLabel("6-digit code")).toBeFocused();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page.keyboard.type(await totpCode(secret));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: `Booking: ${booking.name}` })).toBeVisible();
  await expect(page.getByText("Mobile app")).toBeVisible();
  await expect(page.getByRole("table", { name: "E-mails" })).toBeVisible();
  await expectNoAxeViolations(page, "booking detail");

  await tabTo(page, page.getByRole("button", { name: "Confirm", exact: true }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Confirm?" });
  await expect(dialog).toContainText(
    `This will confirm the booking of ${booking.name} and e-mail them about it.`,
  );
  await expectNoAxeViolations(page, "confirm dialog");
  await tabTo(page, dialog.getByRole("button", { name: "Confirm", exact: true }));
  await page.keyboard.press("Enter");

  await expect(page.getByText("Booking confirmed. The visitor is e-mailed.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Details" }).getByText("Confirmed", { exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "E-mails" })
      .getByRole("row", { name: /Booking confirmed.*Visitor/ }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "History" })).toContainText(
    "Status changed: Pending → Confirmed",
  );
  // The meeting is weeks ahead: its outcome waits for its start.
  await expect(page.getByRole("button", { name: "Cancel booking" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark completed" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark no-show" })).toHaveCount(0);
  await expect(
    page.getByText("Completed and no-show can be recorded once the meeting has started."),
  ).toBeVisible();

  // The link is above, and the last steps' toasts are still on screen: Shift+Tab, as a keyboard user would.
  await tabTo(page, page.getByRole("link", { name: /Back to the inbox/ }), "backward");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await tabTo(page, page.getByLabel("Search name, e-mail or company"));
  await page.keyboard.type(booking.name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(booking.name).replace(/%20/g, "\\+")}`),
  );
  const rows = page.getByRole("table", { name: "Bookings and inquiries" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Confirmed");
  await expectNoAxeViolations(page, "inbox search");

  await page.goBack();
  await expect(page).toHaveURL(/\/inbox$/);
});
