import { expect, test } from "@playwright/test";
import {
  bookingCalendarUrl,
  bookingDialog,
  bookingPage,
  company,
  SCHEDULER_FRAME_HEIGHT_PX,
} from "@innovatehub/content/site";
import { openOffline } from "./page-helpers";
import { expectNoAxeViolations } from "./support/axe";
import { expectPhoneAndEmailLinks } from "./support/contact-links";
import { isMobileViewport } from "./support/layout";

test.beforeEach(async ({ page }) => {
  await openOffline(page, "/booking");
});

test("shows the title and subtitle", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1, name: bookingPage.title })).toBeVisible();
  await expect(page.getByText(bookingPage.subtitle)).toBeVisible();
});

test("embeds the calendar lazily, titled, 600 px high, two thirds wide on desktop, with a fallback link", async ({
  page,
}) => {
  const frame = page.locator(`iframe[title="${bookingPage.frame.title}"]`);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("src", bookingCalendarUrl);
  const box = await frame.boundingBox();
  expect(box?.height).toBe(SCHEDULER_FRAME_HEIGHT_PX);
  const mainWidth = await page.getByRole("main").evaluate((element) => element.clientWidth);
  if (!isMobileViewport(page)) {
    const row = await frame.evaluate(
      (element) =>
        element.closest("section")?.firstElementChild?.getBoundingClientRect().width ?? 0,
    );
    const share = (box?.width ?? 0) / row;
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.7);
  } else {
    expect(box?.width ?? 0).toBeGreaterThan(mainWidth * 0.8);
  }
  const fallback = page.getByRole("link", { name: bookingPage.frame.fallbackLink });
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute("href", bookingCalendarUrl);
  await expect(fallback).toHaveAttribute("target", "_blank");
});

test("the side card gives phone, e-mail, office with directions and business hours", async ({
  page,
}) => {
  const card = page.getByRole("region", { name: bookingPage.sideCard.title });
  await expectPhoneAndEmailLinks(card);
  await expect(card.getByText(company.mainOffice.address)).toBeVisible();
  await expect(
    card.getByRole("link", { name: bookingPage.sideCard.directions.name }),
  ).toHaveAttribute("href", company.mainOffice.mapUrl);
  await expect(card.getByText(company.businessHours.label)).toBeVisible();
});

test("Use Booking Form opens the booking dialog; Escape closes it and focus returns", async ({
  page,
}) => {
  await expect(
    page.getByRole("heading", { level: 2, name: bookingPage.customBooking.title }),
  ).toBeVisible();
  const trigger = page.getByRole("button", { name: bookingPage.customBooking.button });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: bookingDialog.title });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "/booking with the booking dialog open");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
