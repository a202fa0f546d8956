import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { freePort } from "@innovatehub/playwright-config/free-port";
import { addStaffMember, signInOn } from "./support/staff";

/** The site's production build (the site's e2e builds it first, against the same local backend). */
const SITE_SERVE_SCRIPT = path.resolve(import.meta.dirname, "../../site/scripts/serve.mjs");
/** Two page loads on the site, sign-in with enrolment and the dashboard, on the shared two-core machine. */
const FLOW_TIMEOUT_MS = 180_000;
test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

const FIRST_PAGE = "/about";
const SECOND_PAGE = "/services";
const PAGES = [FIRST_PAGE, SECOND_PAGE];
/** The site's preview starting beside the console's run on a loaded machine. */
const SITE_START_TIMEOUT_MS = 60_000;

let site: ChildProcess | undefined;
let siteUrl = "";

test.beforeAll(async () => {
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = spawn("node", [SITE_SERVE_SCRIPT], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(siteUrl).catch(() => null))?.status ?? 0, {
      timeout: SITE_START_TIMEOUT_MS,
    })
    .toBe(200);
});

test.afterAll(() => {
  site?.kill();
});

/** A visitor reads a page of the site: the page listens for its speed once it has hydrated. */
async function visit(page: Page, pagePath: string): Promise<void> {
  await page.goto(`${siteUrl}${pagePath}`);
  await page.waitForFunction(() => document.documentElement.dataset.pageVitals === "listening");
}

test("two page views, left (hidden), appear on the dashboard with their 75th percentile per device class", async ({
  page,
}, testInfo) => {
  // Leaving a page hides it, which is when it sends its report: the second page hides the first, the console
  // the second.
  await visit(page, FIRST_PAGE);
  await visit(page, SECOND_PAGE);
  const device = testInfo.project.name.startsWith("mobile") ? "Phone" : "Desktop";
  const member = addStaffMember("vitals", "agent");
  await signInOn(page, "/dashboard", member);

  const speed = page.getByRole("region", { name: "Page speed of real visits" });
  const row = (pagePath: string, metric: string) =>
    speed
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: pagePath, exact: true }) })
      .filter({ hasText: device })
      .filter({ hasText: metric })
      .first();
  // A beacon may still be on its way when the dashboard first asks: reload until both pages are there.
  await expect(async () => {
    await page.reload();
    for (const pagePath of PAGES) {
      await expect(row(pagePath, "LCP")).toBeVisible({ timeout: 5_000 });
      await expect(row(pagePath, "CLS")).toBeVisible({ timeout: 5_000 });
    }
  }).toPass();
});
