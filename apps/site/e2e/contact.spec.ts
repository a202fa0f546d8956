import { expect, test, type Page } from "@playwright/test";
import { company, companyMapEmbed, contactPage } from "@innovatehub/content/site";
import { openOffline } from "./page-helpers";
import { expectNoAxeViolations } from "./support/axe";
import { watchPageIssues } from "./support/page-issues";

function card(page: Page, title: string) {
  return page
    .locator("li")
    .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
}

test.describe("/contact", () => {
  test.beforeEach(async ({ page }) => {
    await openOffline(page, "/contact");
  });

  test("offers the five ways to reach us, each with a working action", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    const chat = card(page, "Chat with Us").getByRole("link", { name: "Start Chat" });
    await expect(chat).toHaveAttribute("href", company.chatUrl);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(card(page, "Call Us").getByRole("link")).toHaveAttribute(
      "href",
      company.primaryPhone.href,
    );
    const directions = card(page, "Visit Us").getByRole("link", { name: "Get Directions" });
    await expect(directions).toHaveAttribute(
      "href",
      `https://maps.google.com/?q=${encodeURIComponent(company.mainOffice.address)}`,
    );
    await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
    await expect(card(page, "Email Us").getByRole("link", { name: "Send Email" })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    await card(page, "Book an Appointment").getByRole("link", { name: "Schedule Now" }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test("embeds the office map lazily at a fixed size, with a visible fallback link", async ({
    page,
  }) => {
    const frame = page.locator(`iframe[title="${contactPage.map.title}"]`);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("src", companyMapEmbed.url);
    const box = await frame.boundingBox();
    expect(box?.height).toBeGreaterThan(300);
    const fallback = page.getByRole("link", { name: contactPage.map.fallbackLink });
    await fallback.scrollIntoViewIfNeeded();
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute("href", company.mainOffice.mapUrl);
  });

  test("gives Our Location in Batangas and the business hours", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 2, name: "Our Location" })).toBeVisible();
    await expect(page.getByText(company.mainOffice.address, { exact: true }).last()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Business Hours" })).toBeVisible();
    await expect(page.getByText("Monday to Friday", { exact: true })).toBeVisible();
    await expect(page.getByText("9:00 AM to 5:00 PM PHT", { exact: true })).toBeVisible();
  });

  test("shows no agent card without the query", async ({ page }) => {
    await expect(page.getByRole("heading", { name: contactPage.agentInterest.title })).toHaveCount(
      0,
    );
  });
});

test("?service=platapay (Become an Agent) adds the PlataPay agent card after hydration, with no mismatch", async ({
  page,
}) => {
  const issues = await watchPageIssues(page);
  await openOffline(page, "/contact?service=platapay");
  const heading = page.getByRole("heading", { level: 2, name: contactPage.agentInterest.title });
  await expect(heading).toBeVisible();
  await expect(
    page.getByRole("link", { name: contactPage.agentInterest.primaryAction.name }),
  ).toHaveAttribute("href", company.chatUrl);
  expect(issues.hydration).toEqual([]);
  await expectNoAxeViolations(page, "/contact?service=platapay");
});

test("the fintech page's Become an Agent leads to the agent card", async ({ page }) => {
  await openOffline(page, "/fintech-solutions");
  await page.getByRole("main").getByRole("link", { name: "Become an Agent" }).first().click();
  await expect(page).toHaveURL(/\/contact\?service=platapay$/);
  await expect(
    page.getByRole("heading", { level: 2, name: contactPage.agentInterest.title }),
  ).toBeVisible();
});
