import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";

/** Sign-in with enrolment, a lookup, a download and an erasure: more than the default 30 s on a busy machine. */
const FLOW_TIMEOUT_MS = 90_000;
import { applyAsAgent } from "./support/agents";
import { expectNoAxeViolations } from "./support/axe";
import {
  addStaffMember,
  bookAsVisitor,
  screenshot,
  sendInquiryAsVisitor,
  signInOn,
} from "./support/staff";

test("an admin finds everything held about a person, downloads it, erases it and finds nothing left", async ({
  page,
  request,
}) => {
  test.setTimeout(FLOW_TIMEOUT_MS);
  const booking = await bookAsVisitor(request);
  await sendInquiryAsVisitor(request, { name: booking.name, email: booking.email });
  const member = await addStaffMember("people");
  await signInOn(page, "/inbox", member);

  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "People" })
    .click();
  await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, "people");
  await page.getByRole("searchbox", { name: "E-mail address" }).fill(booking.email.toUpperCase());
  await page.keyboard.press("Enter");

  const result = page.getByRole("region", { name: `Held about ${booking.email}` });
  await expect(result).toContainText("Bookings1");
  await expect(result).toContainText("Inquiries1");
  await expect(page.getByRole("table", { name: "Bookings" })).toContainText(booking.id);
  await expectNoAxeViolations(page, "people found");
  await screenshot(page, "people-before-erase");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download JSON" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^innovatehub-person-\d{4}-\d{2}-\d{2}\.json$/);
  const held = JSON.parse(await readFile(await download.path(), "utf8")) as {
    email: string;
    appointments: { id: string }[];
    inquiries: unknown[];
  };
  expect(held.email).toBe(booking.email);
  expect(held.appointments.map((row) => row.id)).toEqual([booking.id]);
  expect(held.inquiries).toHaveLength(1);

  const erase = page.getByRole("button", { name: "Erase everything" });
  await expect(erase).toBeDisabled();
  const confirm = page.getByLabel(`Type ${booking.email} to confirm`);
  await confirm.fill("someone.else@example.com");
  await expect(erase).toBeDisabled();
  await confirm.fill(booking.email);
  await erase.click();
  await expect(page.getByText("Erased 1 booking and 1 inquiry.")).toBeVisible();
  await expect(page.getByText("Nothing is held about this address")).toBeVisible();
  await expectNoAxeViolations(page, "people erased");
  await screenshot(page, "people-after-erase");

  await page.goto(`/bookings/${booking.id}`);
  await expect(page.getByRole("heading", { name: "Booking not found" })).toBeVisible();
  await page.goto(`/inbox?q=${encodeURIComponent(booking.email)}`);
  await expect(page.getByText("No booking or inquiry matches these filters.")).toBeVisible();
});

test("an admin finds a person's agent application, downloads it with its documents' details, and erases it", async ({
  page,
  request,
}) => {
  test.setTimeout(FLOW_TIMEOUT_MS);
  const applicant = await applyAsAgent(request);
  const member = await addStaffMember("people-agent");
  await signInOn(page, "/people", member);

  await page.getByRole("searchbox", { name: "E-mail address" }).fill(applicant.email);
  await page.keyboard.press("Enter");
  const result = page.getByRole("region", { name: `Held about ${applicant.email}` });
  await expect(result).toContainText("Agent applications1");
  await expect(result).toContainText("Agent documents1");
  const applications = page.getByRole("table", { name: "Agent applications" });
  await expect(applications).toContainText(applicant.reference);
  await expect(applications).toContainText("New");
  await expectNoAxeViolations(page, "people with an application");
  await screenshot(page, "people-application");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download JSON" }).click(),
  ]);
  const held = JSON.parse(await readFile(await download.path(), "utf8")) as {
    agent_applications: { id: string; reference: string }[];
    agent_application_documents: Record<string, unknown>[];
  };
  expect(held.agent_applications.map((row) => row.reference)).toEqual([applicant.reference]);
  expect(held.agent_application_documents).toEqual([
    expect.objectContaining({
      application_id: applicant.id,
      kind: "government_id",
      status: "received",
    }),
  ]);
  expect(Object.keys(held.agent_application_documents[0] ?? {})).not.toContain("storage_path");

  await page.getByLabel(`Type ${applicant.email} to confirm`).fill(applicant.email);
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(
    page.getByText("Erased 0 bookings, 0 inquiries and 1 agent application."),
  ).toBeVisible();
  await expect(result).toHaveCount(0);
  await expect(page.getByText("Nothing is held about this address")).toBeVisible();
});

test("an agent neither sees People nor reaches it", async ({ page }) => {
  const agent = await addStaffMember("agent", "agent");
  await signInOn(page, "/people", agent);
  await expect(page.getByRole("alert")).toContainText("Admins only");
  await expect(page.getByRole("searchbox", { name: "E-mail address" })).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "People" }),
  ).toHaveCount(0);
});
