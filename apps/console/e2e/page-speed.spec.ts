import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { freePort } from "@innovatehub/playwright-config/free-port";
import { LOCAL_BACKEND_DEFAULT_PORT, LOCAL_BACKEND_URL } from "@innovatehub/local-backend/keys";
import { addStaffMember, signInOn } from "./support/staff";

/** The site's production build (turbo builds it before this run) and the server that previews it. */
const SITE_BUILD = path.resolve(import.meta.dirname, "../../site/build/client");
const SITE_SERVE_SCRIPT = path.resolve(import.meta.dirname, "../../site/scripts/serve.mjs");
/** Where the site's build sends its reports: `VITE_SUPABASE_URL` when it was built (the site e2e's backend). */
const SITE_BUILT_FOR = new URL(
  process.env.VITE_SUPABASE_URL ?? `http://127.0.0.1:${LOCAL_BACKEND_DEFAULT_PORT}`,
).origin;
/** Files of the build that name the backend: its scripts, its pages and the headers' CSP. */
const NAMES_THE_BACKEND = /\.(js|html)$|^_headers$/;
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
let siteCopy: string | undefined;

/**
 * The site's build, reporting to this run's backend. The test command runs the site's e2e and this one side by
 * side, each on its own backend (docs/decisions.md D91), and the site's build names the site e2e's backend; a
 * report sent as a page is hidden cannot be rerouted from the browser. So this copy names the console's backend
 * instead (its compressed twins are left out: the preview serves the plain files).
 */
async function siteBuildReportingHere(): Promise<string> {
  const consoleBackend = new URL(LOCAL_BACKEND_URL).origin;
  if (SITE_BUILT_FOR === consoleBackend) {
    return SITE_BUILD;
  }
  const copy = await mkdtemp(path.join(tmpdir(), "site-build-"));
  await cp(SITE_BUILD, copy, {
    recursive: true,
    filter: (source) => !/\.(br|gz)$/.test(source),
  });
  const files = await readdir(copy, { recursive: true, withFileTypes: true });
  for (const file of files.filter((entry) => entry.isFile() && NAMES_THE_BACKEND.test(entry.name))) {
    const filePath = path.join(file.parentPath, file.name);
    const text = await readFile(filePath, "utf8");
    if (text.includes(SITE_BUILT_FOR)) {
      await writeFile(filePath, text.replaceAll(SITE_BUILT_FOR, consoleBackend));
    }
  }
  siteCopy = copy;
  return copy;
}

test.beforeAll(async () => {
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = spawn("node", [SITE_SERVE_SCRIPT], {
    env: { ...process.env, PORT: String(port), PREVIEW_ROOT: await siteBuildReportingHere() },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(siteUrl).catch(() => null))?.status ?? 0, {
      timeout: SITE_START_TIMEOUT_MS,
    })
    .toBe(200);
});

test.afterAll(async () => {
  site?.kill();
  if (siteCopy !== undefined) {
    await rm(siteCopy, { recursive: true, force: true });
  }
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
  const member = await addStaffMember("vitals", "agent");
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
