import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";

/** Sign-in with enrolment, three moves, a note and an assignment: more than the default 30 s on a busy machine. */
const FLOW_TIMEOUT_MS = 90_000;
import { expectNoAxeViolations } from "./support/axe";
import { tabTo } from "./support/keyboard";
import { addStaffMember, screenshot, sendInquiryAsVisitor, signInOn } from "./support/staff";

test("an inquiry shows every answer, is assigned and noted, and moves through its statuses by keyboard", async ({
  page,
  request,
}) => {
  test.setTimeout(FLOW_TIMEOUT_MS);
  const member = await addStaffMember("inquiry");
  const inquiry = await sendInquiryAsVisitor(request, { company: "Habi Bags" });
  await signInOn(page, `/inquiries/${inquiry.id}`, member);

  await expect(page.getByRole("heading", { name: `Inquiry: ${inquiry.name}` })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  await expect(details).toContainText("Business Name");
  await expect(details).toContainText("Habi Bags");
  await expect(details).toContainText("Store Type");
  await expect(details).toContainText("Retail products");
  await expect(details).toContainText("Payment gateway, Inventory management");
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${encodeURIComponent(inquiry.email)}\\?subject=`),
  );
  await expect(page.locator("[aria-current=step]")).toHaveText("New");
  await expectNoAxeViolations(page, "inquiry detail");
  await screenshot(page, "inquiry-detail");

  await page.getByLabel("Assigned to").selectOption({ label: member.email });
  await expect(page.getByText(`Inquiry assigned to ${member.email}.`)).toBeVisible();
  await page.getByLabel(/New note/).fill("Called back; wants a demo store.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Notes" })).toContainText(
    "Called back; wants a demo store.",
  );

  for (const [from, to] of [
    ["New", "Contacted"],
    ["Contacted", "Qualified"],
    ["Qualified", "Won"],
  ] as const) {
    await tabTo(page, page.getByRole("button", { name: `Move to ${to}` }));
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Inquiry moved to ${to}.`)).toBeVisible();
    await expect(page.locator("[aria-current=step]")).toHaveText(to);
    await expect(page.getByRole("table", { name: "History" })).toContainText(
      `Status changed: ${from} → ${to}`,
    );
  }
  await expect(page.getByText("This inquiry is closed")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Move to/ })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "History" })).toContainText("Assignee changed");
  await expect(page.getByRole("table", { name: "History" })).toContainText("Note added");
  await expectNoAxeViolations(page, "inquiry won");

  // The link is above, and the last steps' toasts are still on screen: Shift+Tab, as a keyboard user would.
  await tabTo(page, page.getByRole("link", { name: /Back to the inbox/ }), "backward");
  await page.keyboard.press("Enter");
  await page.getByLabel("Search name, e-mail or company").fill(inquiry.name);
  await page.keyboard.press("Enter");
  const rows = page.getByRole("table", { name: "Bookings and inquiries" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Won");
  await rows.nth(1).getByRole("link", { name: inquiry.name }).click();
  await expect(page).toHaveURL(new RegExp(`/inquiries/${inquiry.id}$`));
});

test("an inquiry that does not exist says so", async ({ page }) => {
  const member = await addStaffMember("missing");
  await signInOn(page, "/inquiries/inq-00000000-0000-4000-8000-000000000000", member);
  await expect(page.getByRole("heading", { name: "Inquiry not found" })).toBeVisible();
  await expectNoAxeViolations(page, "inquiry not found");
});

test("bot inquiries leave the inbox: one closed as spam on its page, the rest from a search", async ({
  page,
  request,
}) => {
  test.setTimeout(FLOW_TIMEOUT_MS);
  const member = await addStaffMember("spam");
  const flood = `flood-${randomUUID().slice(0, 8)}.example`;
  const first = await sendInquiryAsVisitor(request, { email: `one@${flood}` });
  await sendInquiryAsVisitor(request, { email: `two@${flood}` });
  await sendInquiryAsVisitor(request, { email: `three@${flood}` });
  await signInOn(page, `/inquiries/${first.id}`, member);

  await page.getByRole("button", { name: "Close as spam" }).click();
  const confirm = page.getByRole("dialog", { name: "Close as spam?" });
  await expect(confirm).toContainText("The visitor is not told.");
  await confirm.getByRole("button", { name: "Close as spam" }).click();
  await expect(page.getByText("Closed as spam. It no longer shows in the inbox.")).toBeVisible();
  await expect(page.locator("[aria-current=step]")).toHaveText("Spam");
  await expect(page.getByRole("button", { name: "Close as spam" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "History" })).toContainText(
    "Status changed: New → Spam",
  );

  await page.goto(`/inbox?q=${flood}`);
  const rows = page.getByRole("table", { name: "Bookings and inquiries" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: "Close matching as spam" }).click();
  const confirmAll = page.getByRole("dialog", { name: "Close every matching lead as spam?" });
  await expect(confirmAll).toContainText("2 leads match these filters.");
  await confirmAll.getByRole("button", { name: "Close matching as spam" }).click();
  await expect(page.getByText("2 leads closed as spam.")).toBeVisible();
  await expect(page.getByText("No booking or inquiry matches these filters.")).toBeVisible();
  await expectNoAxeViolations(page, "inbox after closing a flood as spam");

  await page.goto(`/inbox?q=${flood}&status=spam`);
  await expect(rows).toHaveCount(4);
});
