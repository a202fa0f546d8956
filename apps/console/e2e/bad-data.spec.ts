import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { LOCAL_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY } from "@innovatehub/local-backend/keys";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addStaffMember, screenshot, signInOn } from "./support/staff";

/** Sign-in with enrolment, axe and a CSV download, on the shared two-core machine. */
const FLOW_TIMEOUT_MS = 180_000;
test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

const HTTP_CREATED = 201;
/**
 * Arrival times no clock can show: a visitor once could send the first, PostgreSQL's timestamptz takes the
 * second. The first the database still stores is the one the console must survive.
 */
const IMPOSSIBLE_INSTANTS = ["2026-13-45T25:61:61Z", "infinity"];

const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  "Content-Type": "application/json",
  Prefer: "return=minimal",
};

/** An inquiry whose stored source has an impossible arrival time, written as the service role; its value. */
async function storeInquiryWithImpossibleArrival(
  request: APIRequestContext,
  name: string,
  tag: string,
): Promise<string | null> {
  for (const landedAt of IMPOSSIBLE_INSTANTS) {
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
    if (response.status() === HTTP_CREATED) {
      return landedAt;
    }
  }
  return null;
}

test("a lead whose source holds an impossible date still opens, works and exports", async ({
  page,
  request,
}) => {
  const tag = `bad${randomUUID().slice(0, 8)}`;
  const name = `Impossible ${tag}`;
  const stored = await storeInquiryWithImpossibleArrival(request, name, tag);
  test.skip(
    stored === null,
    "The database refuses every impossible arrival time; the formatter's unit tests cover the console.",
  );
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
