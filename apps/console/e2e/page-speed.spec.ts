import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { addStaffMember, signInOn } from "./support/staff";

/** The site's production build (the site's e2e builds it first, against the same local backend). */
const SITE_SERVE_SCRIPT = path.resolve(import.meta.dirname, "../../site/scripts/serve.mjs");
/** Two page loads on the site, sign-in with enrolment and the dashboard, on the shared two-core machine. */
const FLOW_TIMEOUT_MS = 180_000;
test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

const PAGES = ["/about", "/services"];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address !== null
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

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
    .poll(async () => (await fetch(siteUrl).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(() => {
  site?.kill();
});

/** A visitor reads a page, then leaves it: the page is hidden, which is when it reports its speed. */
async function visitAndHide(page: Page, pagePath: string): Promise<void> {
  await page.goto(`${siteUrl}${pagePath}`);
  await page.waitForFunction(() => document.documentElement.dataset.pageVitals === "listening");
  const beacon = page.waitForRequest((request) =>
    request.url().includes("/rpc/record_page_vitals"),
  );
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
  const request = await beacon;
  expect(JSON.parse(request.postData() ?? "{}")).toMatchObject({ path: pagePath });
}

test("two page views, hidden, appear on the dashboard with their 75th percentile per device class", async ({
  page,
}, testInfo) => {
  for (const pagePath of PAGES) {
    await visitAndHide(page, pagePath);
  }
  const device = testInfo.project.name.startsWith("mobile") ? "Phone" : "Desktop";

  const member = addStaffMember("vitals", "agent");
  await signInOn(page, "/dashboard", member);
  const speed = page.getByRole("region", { name: "Page speed of real visits" });
  for (const pagePath of PAGES) {
    const rows = speed
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: pagePath, exact: true }) });
    await expect(rows.filter({ hasText: device }).filter({ hasText: "LCP" }).first()).toBeVisible();
    await expect(rows.filter({ hasText: device }).filter({ hasText: "CLS" }).first()).toBeVisible();
  }
});
