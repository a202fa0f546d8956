import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { applyAsAgent } from "./support/agents";
import { tabTo } from "./support/keyboard";
import { addStaffMember, screenshot, sendInquiryAsVisitor, signInOn } from "./support/staff";

/** Sign-in with enrolment, three pages and axe on each, on a busy two-core machine. */
const FLOW_TIMEOUT_MS = 180_000;
/** Street numbers are drawn from this many, so no other test's store shares the address. */
const STREET_NUMBERS = 1_000_000;

/** +639171234567 as people type it at home: 0917 123 4567. */
function typedLocally(e164: string): string {
  return `0${e164.slice(3, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;
}

test("an application warns of another at its store and of an inquiry from its mobile and mailbox, linked both ways", async ({
  page,
  request,
}) => {
  test.setTimeout(FLOW_TIMEOUT_MS);
  const street = `${randomInt(STREET_NUMBERS)} Mabini Street`;
  const applicant = await applyAsAgent(request, { street });
  // Someone else applies for the same store, typing its street another way.
  const partner = await applyAsAgent(request, { street: `${street.toUpperCase()}.` });
  const inquiry = await sendInquiryAsVisitor(request, {
    email: applicant.email,
    phone: typedLocally(applicant.mobile),
  });
  const agent = await addStaffMember("duplicates", "agent");
  await signInOn(page, `/applications/${applicant.id}`, agent);

  await expect(
    page.getByRole("heading", {
      name: `Application ${applicant.reference}: ${applicant.name}`,
    }),
  ).toBeVisible();
  const duplicates = page.getByRole("region", { name: "Possible duplicates" });
  await expect(duplicates).toContainText(
    "2 other records match this application. Check them before you go on.",
  );
  const partnerLink = page.getByRole("link", { name: `Agent application ${partner.reference}` });
  await expect(duplicates.getByRole("listitem").filter({ has: partnerLink })).toContainText(
    "Same store address",
  );
  const inquiryLink = page.getByRole("link", { name: "Inquiry: E-commerce" });
  await expect(duplicates.getByRole("listitem").filter({ has: inquiryLink })).toContainText(
    "Same e-mail address and same mobile number",
  );
  // The person view: the applicant's own inquiry, from the same mailbox.
  await expect(
    page
      .getByRole("region", { name: "The person behind this application" })
      .getByRole("link", { name: "Inquiry: E-commerce" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "application with duplicates");
  await screenshot(page, "application-duplicates");

  await tabTo(page, partnerLink);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { name: `Application ${partner.reference}: ${partner.name}` }),
  ).toBeVisible();
  const back = page.getByRole("region", { name: "Possible duplicates" });
  await expect(back).toContainText(
    "1 other record matches this application. Check it before you go on.",
  );
  await expect(
    back.getByRole("listitem").filter({
      has: page.getByRole("link", { name: `Agent application ${applicant.reference}` }),
    }),
  ).toContainText("Same store address");
  await expect(
    page.getByRole("region", { name: "The person behind this application" }),
  ).toContainText("This is their first contact.");
  await expectNoAxeViolations(page, "the other application");

  // The inquiry's page names the application among its person's leads, and leads back to it.
  await page.goto(`/inquiries/${inquiry.id}`);
  await page
    .getByRole("region", { name: "The person behind this lead" })
    .getByRole("link", { name: `Agent application ${applicant.reference}` })
    .click();
  await expect(
    page.getByRole("heading", {
      name: `Application ${applicant.reference}: ${applicant.name}`,
    }),
  ).toBeVisible();
});
