import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { HOUR_MS } from "@innovatehub/domain";
import { LOCAL_BACKEND_URL } from "@innovatehub/local-backend/keys";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addStaffMember, inquireWithSource, screenshot, signInOn } from "./support/staff";

/** Sign-in with enrolment, axe and a CSV download, on the shared two-core machine. */
const FLOW_TIMEOUT_MS = 180_000;
test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

/** An arrival time no clock can show: what a visitor could once store in a lead's source. */
const IMPOSSIBLE_INSTANT = "2026-13-45T25:61:61Z";

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
  // Written as the service role: the database now refuses an impossible instant even from it (20261127000200),
  // so the row holds a real, unmistakable one and the browser receives it rewritten (`serveImpossibleArrival`).
  await inquireWithSource(
    request,
    name,
    { utm_source: tag, landing_path: "/ai-solutions", landed_at: landedAt },
    "service role",
  );
  await serveImpossibleArrival(page, landedAt);
  const member = await addStaffMember("baddate", "agent");
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
