import { expect, test } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import { notFoundMeta, notFoundPage } from "@innovatehub/content/site";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/layout";
import { collectCspViolations, watchPageIssues } from "./support/page-issues";
import { fetchRawPage } from "./support/raw-html";

const UNKNOWN_PATH = "/this-page-does-not-exist";

test("an unknown path answers HTTP 404 with the not-found page in the raw HTML", DESKTOP_ONLY, async ({ request }) => {
  const raw = await fetchRawPage(request, UNKNOWN_PATH);
  expect(raw.status).toBe(404);
  expect(raw.title).toBe(notFoundMeta.title);
  expect(raw.h1s).toEqual(["Oops! Page not found"]);
  expect(raw.html).toContain(">404<");
  expect(raw.metaContent("name", "robots")).toBe("noindex");
});

test("the not-found page shows 404, the message and Return to Home, and logs the path", async ({ page }) => {
  const issues = await watchPageIssues(page);
  const logged = page.waitForEvent("console", (message) => message.text().includes(UNKNOWN_PATH));
  const response = await page.goto(UNKNOWN_PATH);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);

  expect((await logged).text()).toBe(notFoundPage.logMessage(UNKNOWN_PATH));
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(issues.hydration).toEqual([]);
  expect(await collectCspViolations(page, issues)).toEqual([]);

  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the host files are not served", DESKTOP_ONLY, async ({ request }) => {
  expect((await request.get("/_headers")).status()).toBe(404);
  expect((await request.get("/_redirects")).status()).toBe(404);
});
