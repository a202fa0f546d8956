import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { dashboardLoaded } from "./support/dashboard";
import {
  addStaffMember,
  inquireWithSource,
  screenshot,
  sendInquiryAsVisitor,
  signInOn,
} from "./support/staff";

/** Sign-in with enrolment, axe on every screen and a CSV download, on the shared two-core machine. */
const FLOW_TIMEOUT_MS = 180_000;
test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

/** The seed's inquiry that nobody answered for ten days (supabase/seed.sql). */
const SEEDED_OVERDUE = "Ben Fiction";

test("waiting leads come first, the overdue one marked; a lead shows its source and the CSV carries it", async ({
  page,
  request,
}) => {
  const tag = `src${randomUUID().slice(0, 8)}`;
  await inquireWithSource(request, `Campaign ${tag}`, {
    utm_source: "newsletter",
    utm_campaign: "december",
    landing_path: "/ai-solutions",
    landed_at: new Date().toISOString(),
  });
  await sendInquiryAsVisitor(request, { name: `Direct ${tag}` });
  const member = await addStaffMember("speed", "agent");
  await signInOn(page, "/inbox", member);

  const firstRow = page.getByRole("table").getByRole("row").nth(1);
  await expect(firstRow).toContainText(SEEDED_OVERDUE);
  await expect(firstRow).toContainText("Overdue");
  await expect(firstRow).toContainText("Inquiry");
  await expectNoAxeViolations(page, "inbox, waiting first");
  await screenshot(page, "inbox-waiting-first");

  await page.getByLabel("Search name, e-mail or company").fill(tag);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Page 1 of 1 (2 in all)")).toBeVisible();
  await page.getByRole("link", { name: `Campaign ${tag}` }).click();
  const source = page.getByRole("region", { name: "Source" });
  await expect(source).toContainText("newsletter");
  await expect(source).toContainText("december");
  await expect(source).toContainText("/ai-solutions");
  await expect(page.getByRole("region", { name: "The person behind this lead" })).toContainText(
    "This is their first contact.",
  );
  await expectNoAxeViolations(page, "inquiry with its source");
  await screenshot(page, "inquiry-source");

  await page.goBack();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const lines = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
  expect(lines.find((line) => line.includes(`Campaign ${tag}`))).toContain(
    '"newsletter","","december","","","","/ai-solutions"',
  );
  expect(lines.find((line) => line.includes(`Direct ${tag}`))).toContain('"direct"');
});

test("the dashboard draws every chart with its figures, and the range lives in the URL", async ({
  page,
  request,
}) => {
  const tag = `e2e${randomUUID().slice(0, 8)}`;
  const source = {
    utm_source: tag,
    landing_path: "/ai-solutions",
    landed_at: new Date().toISOString(),
  };
  await inquireWithSource(request, `Dash ${tag} 1`, source);
  await inquireWithSource(request, `Dash ${tag} 2`, source);
  await inquireWithSource(request, `Dash ${tag} 3`, { ...source, utm_medium: "email" });
  const member = await addStaffMember("dashboard", "agent");
  await signInOn(page, "/dashboard", member);
  await dashboardLoaded(page);

  for (const title of [
    "Leads per week, by kind",
    "Leads per week, by service",
    "Leads by source",
    "Time to first response per week (business minutes)",
    "Inquiry funnel",
  ]) {
    const figure = page.getByRole("figure", { name: title });
    await expect(figure).toBeVisible();
    await expect(figure.locator(".recharts-surface")).toBeVisible();
  }
  const bySource = page.getByRole("figure", { name: "Leads by source" });
  await bySource.getByText("Show the figures as a table").click();
  await expect(bySource.getByRole("row", { name: `${tag} 3` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Show rate" })).toBeVisible();
  await expectNoAxeViolations(page, "dashboard");
  await screenshot(page, "dashboard");

  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Manila" }).format(new Date());
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(page.getByRole("figure", { name: "Leads by source" })).toBeVisible();
});
