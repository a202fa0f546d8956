import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { HOUR_MS } from "@innovatehub/domain";
import { LOCAL_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY } from "@innovatehub/local-backend/keys";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addStaffMember, screenshot, signInOn } from "./support/staff";

/** Sign-in with enrolment, axe and a CSV download, on the shared two-core machine. */
const FLOW_TIMEOUT_MS = 180_000;
test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

const HTTP_CREATED = 201;
/** An arrival time no clock can show: what a visitor could once store in a lead's source. */
const IMPOSSIBLE_INSTANT = "2026-13-45T25:61:61Z";

const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  "Content-Type": "application/json",
  Prefer: "return=minimal",
};

/**
 * An inquiry with a first-touch source, written as the service role, its arrival time `landedAt`. The database
 * now refuses an impossible instant even from the service role (20261127000200), so the test stores a real,
 * unmistakable one and the browser receives it rewritten (see `serveImpossibleArrival`).
 */
async function storeInquiryWithSource(
  request: APIRequestContext,
  name: string,
  tag: string,
  landedAt: string,
): Promise<void> {
  const response = await request.post(`${LOCAL_BACKEND_URL}/rest/v1/inquiries`, {
    headers: serviceHeaders,
    data: {
      id: `inq-${randomUUID()}`,
      kind: "ai",
      name,
      email: `${randomUUID().slice(0, 8)}@example.com`,
      phone: "+63 912 345 6789",
      details: { aiType: "chatbot", requirements: "A support chatbot for our agents." },
      source: { utm_source: tag, landing_path: "/ai-solutions", landed_at: landedAt },
    },
  });
  expect(response.status(), await response.text()).toBe(HTTP_CREATED);
}

/**
 * Every backend answer that carries `landedAt` carries the impossible instant instead: what the console reads for
 * a row stored before the database checked arrival times, or by any path that skips the check.
 */
async function serveImpossibleArrival(page: Page, landedAt: string): Promise<void> {
  await page.route(`${LOCAL_BACKEND_URL}/rest/v1/**`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: body.replaceAll(landedAt, IMPOSSIBLE_INSTANT) });
  });
}

test("a lead whose source holds an impossible date still opens, works and exports", async ({
  page,
  request,
}) => {
  const tag = `bad${randomUUID().slice(0, 8)}`;
  const name = `Impossible ${tag}`;
  // A real instant no other row shares: an hour ago, to the millisecond.
  const landedAt = new Date(
    Date.now() - HOUR_MS - Math.floor(Math.random() * HOUR_MS),
  ).toISOString();
  await storeInquiryWithSource(request, name, tag, landedAt);
  await serveImpossibleArrival(page, landedAt);
  const member = addStaffMember("baddate", "agent");
  await signInOn(page, `/inbox?q=${tag}`, member);

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name: `Inquiry: ${name}` })).toBeVisible();
  const source = page.getByRole("region", { name: "Source" });
  await expect(source).toContainText(tag);
  await expect(source).toContainText("Invalid date");
  await expect(page.getByText("This screen could not be shown")).toHaveCount(0);
  // The lead can still be worked: its pipeline moves.
  await page.getByRole("button", { name: "Move to Contacted" }).click();
  await expect(page.getByText("Inquiry moved to Contacted.")).toBeVisible();
  await expectNoAxeViolations(page, "inquiry with an impossible arrival time");
  await screenshot(page, "inquiry-impossible-date");

  await page.goBack();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const lines = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
  const row = lines.find((line) => line.includes(name)) ?? "";
  expect(row).toContain(`"${tag}"`);
  expect(row).toContain('"Invalid date"');
});
