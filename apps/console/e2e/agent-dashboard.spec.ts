import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { dashboardLoaded } from "./support/dashboard";
import { applyAsAgent, type StorePlace } from "./support/agents";
import { addStaffMember, screenshot, signInOn } from "./support/staff";

/** Sign-in with enrolment, an upload through Storage, three moves and two dashboard loads on a busy machine. */
const FLOW_TIMEOUT_MS = 180_000;
/**
 * Each viewport's run applies in a province of its own that no other spec uses, so runs side by side never count
 * each other's applications (the other specs apply in Batangas).
 */
const PROVINCES: Record<string, { name: string; place: StorePlace }> = {
  "mobile-390": {
    name: "Cavite",
    place: {
      p_region_code: "0400000000",
      p_province_code: "0402100000",
      p_city_code: "0402101000",
      p_barangay_code: "0402101001",
    },
  },
  "desktop-1366": {
    name: "Laguna",
    place: {
      p_region_code: "0400000000",
      p_province_code: "0403400000",
      p_city_code: "0403401000",
      p_barangay_code: "0403401003",
    },
  },
};

type ProvinceCounts = { applications: number; agencies: number };

/** The province's row in the dashboard's province table, once the agent network has loaded (none: zero). */
async function provinceCounts(page: Page, province: string): Promise<ProvinceCounts> {
  const network = page.getByRole("region", { name: "Agent network" });
  const table = page.getByRole("region", { name: "Applications by province", exact: true });
  await expect(network.getByText("No applications in this range.").or(table)).toBeVisible();
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: province, exact: true }) });
  if ((await row.count()) === 0) {
    return { applications: 0, agencies: 0 };
  }
  const cells = row.getByRole("cell");
  return {
    applications: Number(await cells.nth(0).textContent()),
    agencies: Number(await cells.nth(2).textContent()),
  };
}

test("an approved application counts in its province on the dashboard", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(FLOW_TIMEOUT_MS);
  const province = PROVINCES[testInfo.project.name];
  if (province === undefined) {
    throw new Error(`No province is set aside for the ${testInfo.project.name} project`);
  }
  const { name: provinceName, place } = province;
  const member = await addStaffMember("agent-dashboard", "agent");
  await signInOn(page, "/dashboard", member);
  await dashboardLoaded(page);
  const before = await provinceCounts(page, provinceName);

  const application = await applyAsAgent(request, { place });
  await page.goto(`/applications?q=${application.reference}`);
  const rows = page.getByRole("table", { name: "Agent applications" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole("link", { name: application.name }).click();
  for (const stage of ["Screening", "Site visit", "Approved"]) {
    await page.getByRole("button", { name: `Move to ${stage}` }).click();
    await expect(page.locator("[aria-current=step]")).toHaveText(stage);
  }

  await page.goto("/dashboard");
  await dashboardLoaded(page);
  const row = page
    .getByRole("region", { name: "Applications by province", exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: provinceName, exact: true }) });
  await expect(row.getByRole("cell").nth(0)).toHaveText(String(before.applications + 1));
  await expect(row.getByRole("cell").nth(2)).toHaveText(String(before.agencies + 1));

  const network = page.getByRole("region", { name: "Agent network" });
  for (const title of [
    "Applications per week",
    "Applications by stage (where they are now)",
    "Applications by province: the 10 with the most",
  ]) {
    const figure = network.getByRole("figure", { name: title });
    await expect(figure.locator(".recharts-surface")).toBeVisible();
  }
  const byProvince = network.getByRole("figure", {
    name: "Applications by province: the 10 with the most",
  });
  await expect(byProvince.locator(".recharts-bar-rectangle").first()).toBeAttached();
  await byProvince.getByText("Show the figures as a table").click();
  await expect(
    byProvince.getByRole("rowheader", { name: provinceName, exact: true }),
  ).toBeVisible();
  await expect(network.getByText("Time to first response (median)")).toBeVisible();
  await expect(network.getByText("Application to onboarded")).toBeVisible();
  await expectNoAxeViolations(page, "dashboard with the agent network");
  await screenshot(page, "agent-dashboard");
});
