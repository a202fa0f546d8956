import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { applyAsAgent, type StorePlace } from "./support/agents";
import { dashboardLoaded } from "./support/dashboard";
import {
  addStaffMember,
  inquireWithSource,
  screenshot,
  sendInquiryAsVisitor,
  signInOn,
} from "./support/staff";

/** Sign-in with enrolment, an upload through Storage and a status move on the shared two-core machine. */
const FLOW_TIMEOUT_MS = 180_000;

/**
 * A store in the City of Manila: the National Capital Region has no province, so the province chart names it by
 * its region, the longest name that chart draws. No other spec applies there, so no count of theirs moves.
 */
const MANILA: StorePlace = {
  p_region_code: "1300000000",
  p_city_code: "1380600000",
  p_barangay_code: "1380600001",
};

/** A box drawn inside another (half a pixel of anti-aliasing allowed). */
async function expectInside(inner: Locator, outer: Locator, what: string): Promise<void> {
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  expect(box, what).not.toBeNull();
  expect(frame).not.toBeNull();
  if (box === null || frame === null) {
    return;
  }
  const edge = 0.5;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(frame.x - edge);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(frame.x + frame.width + edge);
}

/** The kit's muted foreground token as the browser computes it (`rgb(…)`). */
async function mutedForeground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.color = "var(--muted-foreground)";
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

/**
 * Every label a chart draws, within the drawing and in the kit's muted colour (the row names are the dashboard's
 * own tick, which the kit's chart colours like Recharts' own).
 */
async function expectLabelsInside(figure: Locator, title: string, colour: string): Promise<void> {
  const surface = figure.locator(".recharts-surface");
  const labels = surface.locator(".recharts-cartesian-axis-tick-labels text");
  await expect(labels.first()).toBeVisible();
  for (const label of await labels.all()) {
    const name = `${title}: "${await label.textContent()}"`;
    await expectInside(label, surface, name);
    await expect(label, name).toHaveCSS("fill", colour);
  }
}

test("the dashboard's charts draw every name and every point whole", async ({
  page,
  request,
}) => {
  test.setTimeout(FLOW_TIMEOUT_MS);
  const tag = randomUUID().slice(0, 6);
  const longSource = `batangas-chamber-of-commerce-december-holiday-newsletter-${tag}`;
  const shortSource = `fb-${tag}`;
  const landing = { landing_path: "/ai-solutions", landed_at: new Date().toISOString() };
  await inquireWithSource(request, `Long ${tag}`, { utm_source: longSource, ...landing });
  await inquireWithSource(request, `Short ${tag}`, { utm_source: shortSource, ...landing });
  const answered = await sendInquiryAsVisitor(request, { name: `Answered ${tag}` });
  await applyAsAgent(request, { place: MANILA });

  // A first response this week: the response chart's last point, on the plot's right edge.
  const member = await addStaffMember("dashboard-charts", "agent");
  await signInOn(page, `/inquiries/${answered.id}`, member);
  await page.getByRole("button", { name: "Move to Contacted" }).click();
  await expect(page.getByText("Inquiry moved to Contacted.")).toBeVisible();

  await page.goto("/dashboard");
  await dashboardLoaded(page);
  const bySource = page.getByRole("figure", { name: "Leads by source" });
  const names = bySource.locator(".recharts-yAxis-tick-labels text");
  // Each source is named beside its bar: whole, or cut with an ellipsis and whole in its title.
  const short = names.filter({ hasText: shortSource });
  await expect(short.locator("tspan")).toHaveText(shortSource);
  await expect(short.locator("title")).toHaveCount(0);
  const long = names.filter({ has: page.locator("title", { hasText: longSource }) });
  await expect(long).toHaveCount(1);
  await expect(long.locator("tspan")).toHaveText(new RegExp(`^batangas[^…]*…[^…]*${tag}$`));
  const response = page.getByRole("figure", {
    name: "Time to first response per week (business minutes)",
  });
  await expect(response.locator(".recharts-line-dots circle").first()).toBeVisible();
  const byProvince = page.getByRole("figure", {
    name: "Applications by province: the 10 with the most",
  });
  await expect(
    byProvince.locator("title", { hasText: "National Capital Region (NCR), outside any province" }),
  ).toBeAttached();
  // Every chart has drawn its bars (a bar grows from nothing when it first appears).
  for (const figure of [bySource, byProvince]) {
    await expect
      .poll(() =>
        figure
          .locator(".recharts-bar-rectangle path")
          .evaluateAll((bars) => bars.some((bar) => bar.getBoundingClientRect().width > 1)),
      )
      .toBe(true);
  }

  const figures = page.getByRole("figure");
  await expect(figures.first()).toBeVisible();
  const labelColour = await mutedForeground(page);
  for (const figure of await figures.all()) {
    const title = (await figure.locator("figcaption").textContent()) ?? "";
    await expectLabelsInside(figure, title, labelColour);
  }
  // The last week's point has its name centred under it, not pushed aside to fit.
  const lastDot = response.locator(".recharts-line-dots circle").last();
  const lastWeek = response.locator(".recharts-xAxis-tick-labels text").last();
  const [dot, week] = await Promise.all([lastDot.boundingBox(), lastWeek.boundingBox()]);
  expect(dot).not.toBeNull();
  expect(week).not.toBeNull();
  if (dot !== null && week !== null) {
    expect(Math.abs(dot.x + dot.width / 2 - (week.x + week.width / 2))).toBeLessThan(1);
  }
  await expectInside(lastDot, response.locator(".recharts-surface"), "the last point");
  // Measuring a long name never widens the page: no sideways scrolling on a phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await screenshot(page, "dashboard-charts");
});
