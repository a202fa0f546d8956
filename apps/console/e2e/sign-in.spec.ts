import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  addStaffMember,
  enrol,
  newMemberCredentials,
  signInAndEnrol,
  signInToEnrol,
  totpCode,
  type StaffMember,
} from "./support/staff";

/** A new admin through the real `staff:add` script, as a person setting up the team would. */
function addStaffMemberWithScript(label: string): StaffMember {
  const member = newMemberCredentials(label);
  execFileSync(
    "pnpm",
    [
      "--filter",
      "@innovatehub/local-backend",
      "staff:add",
      member.email,
      "--role",
      "admin",
      "--password",
      member.password,
    ],
    { stdio: "pipe" },
  );
  return { ...member, secret: null };
}

test("a new member enrols TOTP, signs out, and signs in again with a code", async ({ page }) => {
  const member = addStaffMemberWithScript("enrol");
  await page.goto("/");
  await expect(page).toHaveURL(/\/sign-in\?next=%2F$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expectNoAxeViolations(page, "sign-in");

  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That e-mail address and password do not match. Check both and try again.",
  );

  await signInToEnrol(page, member);
  const qrCode = page.getByRole("img", { name: "QR code for your authenticator app" });
  // A broken image still shows its alt text: check that the QR code really decoded.
  await expect
    .poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page, "enrol");
  await enrol(page, member);
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole("table", { name: "Bookings and inquiries" })).toBeVisible();
  await expectNoAxeViolations(page, "inbox");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You have signed out." })).toBeVisible();

  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await expectNoAxeViolations(page, "challenge");
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That code is not right. Enter the code your app shows now.",
  );
  await page.getByLabel("6-digit code").fill(await totpCode(member.secret ?? ""));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
});

test("an expired session returns to sign-in and then to the page the person was on", async ({
  page,
}) => {
  const member = await addStaffMember("expiry");
  await page.goto("/inbox?kind=booking");
  await signInAndEnrol(page, member);
  await expect(page).toHaveURL(/\/inbox\?kind=booking$/);

  // The refresh token is revoked elsewhere (another device signed out everywhere); the next refresh fails.
  await page.evaluate(() => {
    const key = "innovatehub-console";
    const stored = JSON.parse(localStorage.getItem(key) ?? "{}") as Record<string, unknown>;
    localStorage.setItem(
      key,
      JSON.stringify({ ...stored, expires_at: 0, refresh_token: "revoked" }),
    );
  });
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Finbox%3Fkind%3Dbooking/);
  await expect(
    page.getByText("Your session has expired. Sign in again to continue where you were."),
  ).toBeVisible();

  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("6-digit code").fill(await totpCode(member.secret ?? ""));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/inbox\?kind=booking$/);
});
